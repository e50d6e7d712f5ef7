import { ErrorCode } from '@credo/contracts/errors';
import { PRACTICAL_PASS_SCORE } from '@credo/contracts/practical-training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findPlace } from './practical-exam.repo';
import { findRecording, writeScore } from './practical-exam-task.repo';
import { recordPracticalExamResult, type PracticalExamResult } from './practical-exam.service';

/**
 * POST staff/practical-exam/grade (issue 17 item 8): the examiner's score of a submitted
 * recording, in the staff call's transaction (the staff module writes the audit entry with
 * `detail`). Pass at 80 (cert §9): the place becomes success or fail through the same result
 * call as staff/practical-exam/decide, so the certification's steps move the same way. A
 * recording is the exam itself, so it may be graded before the session's date; a place without
 * one answers 501 and nothing changes.
 */
export async function gradePracticalExam(
  tx: Db,
  staff: { id: number; tenantId: number },
  body: { practicalExamApproveId: number; score: number; reason?: string },
  now = new Date(),
): Promise<PracticalExamResult> {
  const place = await findPlace(tx, staff.tenantId, body.practicalExamApproveId, true);
  if (!place) throw AppError.notFound('No such practical-exam place');
  const recording = await findRecording(tx, place.id);
  if (!recording?.submittedAt) throw new AppError(ErrorCode.OTHER_ERROR, null, 'No recording has been submitted for this place yet. Nothing changed.');
  const result = body.score >= PRACTICAL_PASS_SCORE ? 'success' : 'fail';
  const decided = await recordPracticalExamResult(tx, staff, { practicalExamApproveId: place.id, result, reason: body.reason }, now, { recorded: true });
  await writeScore(tx, place.id, body.score);
  return { decision: decided.decision, detail: { ...decided.detail, score: body.score } };
}
