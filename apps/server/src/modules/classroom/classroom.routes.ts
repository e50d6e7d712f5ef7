import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { certificationIdBody, classroomIdBody, classroomSeatList, classroomSeatResult, enrollClassroomBody } from '@credo/contracts/training';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { enrollClassroom, listClassroomsOfCertification } from './classroom.service';
import { cancelAndPromote } from './classroom-waitlist.service';

/** Per learner (after the session is read), so a training room behind one address does not share a budget. */
const perLearner = (name: string) => ({
  rateLimit: { max: 30, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}` },
});

const tags = ['classroom'];

/** Seats in a certification's classrooms (cert §4 classroom user states, §5, §7, §8; decision 0011). */
export const classroomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/certification/classroom/getOfCertification',
    {
      schema: {
        tags,
        summary:
          "The certification's classrooms on the site (not ended, plus ended ones where the learner holds a seat), upcoming first, with seats left and the learner's seat",
        description: "A visitor gets userStatus 0 (not logged in) on every row. cancellable and enrollable are the server's answer at the time of the call.",
        body: siteParams.extend(certificationIdBody.shape),
        response: { 200: envelopeOf(classroomSeatList) },
      },
    },
    async (req) => ok(await listClassroomsOfCertification(app.db, req.ctx, req.ctx.userId, req.body.certificationId)),
  );

  app.post(
    '/user/registration/enrollClassroom',
    {
      preValidation: signedIn,
      config: perLearner('classroom-enrol'),
      schema: {
        tags,
        summary: "Take a seat in a classroom (enrolled at once); the certification enrolment's learning type becomes classroom",
        description:
          'In this order: HTTP 404 unknown classroom; 501 "Enrol in the certification first"; 10010 certificate held; 10013 started; ' +
          '10024 already in this classroom; 10015 another training of the certification not ended; 10016 training done this cycle; 10014 full. ' +
          '10002 while another seat request of the learner is in flight.',
        body: siteParams.extend(enrollClassroomBody.shape),
        response: { 200: orError(classroomSeatResult), 404: errorEnvelope },
      },
    },
    async (req) => ok(await enrollClassroom(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/user/registration/cancelClassroom',
    {
      preValidation: signedIn,
      config: perLearner('classroom-cancel'),
      schema: {
        tags,
        summary: "Cancel the learner's own seat in a classroom; the seat is freed at once",
        description:
          'HTTP 404 without a seat of the learner there; 10011 less than 24 hours before the start or after it. Cancelling a cancelled seat answers the same result. ' +
          'A freed seat goes to the first learner on the waitlist in the same transaction.',
        body: siteParams.extend(classroomIdBody.shape),
        response: { 200: orError(classroomSeatResult), 404: errorEnvelope },
      },
    },
    // The freed seat goes to the first waiting learner in the same transaction (issue 17 waitlist).
    async (req) => {
      const { promoted: _promoted, ...result } = await cancelAndPromote(app.db, req.ctx, userOf(req).id, req.body);
      return ok(result);
    },
  );
};
