import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { attendanceBody, attendanceResult, gradeBody } from '@credo/contracts/practical-training';
import { practicalExamDecision } from '@credo/contracts/training';
import { z } from 'zod';
import { staffOf, staffOnly } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { gradePracticalExamOf, markAttendanceOf } from './staff-training.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** Staff calls of issue 17: grading a practical-exam recording, attendance by hand. */
export const staffTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/practical-exam/grade',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff', 'practical-exam'],
        summary: 'Grades the submitted recording of an enrolled place: score 0-100, pass at 80 (success, status 4) else fail (status 5)',
        description:
          "Staff only (401 visitor, 403 learner); places of the staff member's tenant (else 404). No recording submitted, or a place not enrolled, answers 501 and nothing changes. " +
          'Written to the audit log (practicalExam.graded.success|fail) in the same transaction.',
        body: siteParams.extend(gradeBody.shape),
        response: { 200: orError(practicalExamDecision.extend({ score: z.number().int() })), ...errors },
      },
    },
    async (req) => ok(await gradePracticalExamOf(app.db, staffOf(req), req.body)),
  );

  app.post(
    '/staff/classroom/attendance',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff', 'classroom'],
        summary: 'Marks a held classroom seat checked in or absent by hand',
        description:
          "Staff only; seats of the staff member's tenant (else 404); a cancelled seat answers 501. Audited (classroom.attendance.checkedIn|absent).",
        body: siteParams.extend(attendanceBody.shape),
        response: { 200: orError(attendanceResult), ...errors },
      },
    },
    async (req) => ok(await markAttendanceOf(app.db, staffOf(req), req.body)),
  );
};
