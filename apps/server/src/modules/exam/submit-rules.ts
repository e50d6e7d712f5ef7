import { ExamType, RelationType } from '@credo/contracts/enums-learning';
import { PassStatus } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import { EXAM_TIME, ExamResultCode, type SubmitAnswerBody, type SubmitAnswerResult } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { resetEnrolmentAfterFailures } from '../enrolment/index';
import { completeCourseByExam } from '../learning/index';
import { findCourse, findPapers, uncountPapers, type ExamRow, type PaperRow } from './exam.repo';
import { normaliseAnswer } from './paper';

/**
 * What a submit decides, shared by the single submit (exam.service.ts) and a batch of submits
 * (submit-batch.ts), so both answer a learner exactly alike.
 */

export const graceMs = EXAM_TIME.graceSeconds * 1000;
/** Past the deadline plus grace at `now` (a submit's arrival): its answer list no longer counts. */
export const overdue = (paper: Pick<PaperRow, 'deadlineAt'>, now: Date) => now.getTime() > paper.deadlineAt.getTime() + graceMs;
export const noAttempt = () => AppError.notFound('No such exam attempt');
export const timeOver = () => new AppError(ErrorCode.EXAM_SUBMIT_FAILED, null, 'The exam time is over: answers are no longer accepted.');

export const resultOf = (paper: Pick<PaperRow, 'id' | 'score' | 'result' | 'counted'>, progressReset = false): SubmitAnswerResult => ({
  theoryExamScore: paper.score ?? 0,
  examRecordsId: paper.id,
  examResult: paper.result ?? ExamResultCode.FAIL,
  passStatus: paper.result === ExamResultCode.PASS ? PassStatus.PASS : PassStatus.FAIL,
  progressReset: progressReset || !paper.counted,
});

type CourseRow = Awaited<ReturnType<typeof findCourse>>;

export type QuestionShape = { id: number; questionType: number; optionCount: number };

/**
 * A submit's answer list checked against its attempt's questions (read under the attempt's lock):
 * the answers to write, or the 400 that fails this submit before anything is written.
 */
export function checkedAnswers(list: SubmitAnswerBody['answerList'] | undefined, shapes: Map<number, QuestionShape>): { id: number; answer: string[] }[] {
  const answers = new Map<number, string[]>();
  for (const item of list ?? []) {
    const question = shapes.get(Number(item.questionHisId));
    if (!question) throw AppError.badRequest(`Question ${item.questionHisId} is not part of this attempt`);
    if (item.answer === null || item.answer === undefined) continue;
    const answer = normaliseAnswer(item.answer, question.questionType, question.optionCount);
    if (!answer) throw AppError.badRequest(`The answer to question ${item.questionHisId} does not fit it`);
    answers.set(question.id, answer);
  }
  return [...answers].map(([id, answer]) => ({ id, answer }));
}

/**
 * What follows an attempt's score, inside the transaction that scored it: a passed quiz completes
 * the course (learning process 3, credits once); a theory exam failed maxExamNums times resets the
 * learner's progress in the certification and starts a new cycle of attempts. Returns the answer.
 */
export async function afterScored(
  tx: Db,
  paper: PaperRow,
  exam: ExamRow,
  scored: { score: number; result: string },
  by: 'learner' | 'sweeper',
  now: Date,
  /** The courses already read in this transaction by exam (a batch's attempts mostly share one exam). */
  courses?: Map<number, Promise<CourseRow | null>>,
): Promise<SubmitAnswerResult> {
  const done = { ...paper, submittedAt: now, submittedBy: by, ...scored };
  let progressReset = false;
  if (
    exam.examType === ExamType.EXAM &&
    scored.result === ExamResultCode.PASS &&
    (exam.relationType === RelationType.QUIZ || exam.relationType === RelationType.TOPIC)
  ) {
    let course = courses?.get(exam.id);
    if (!course) {
      course = findCourse(tx, exam.siteId, exam.relationId, now);
      courses?.set(exam.id, course);
    }
    const found = await course;
    // Learning completes its own course (learning process 3, credits once) when the quiz passes.
    if (found) await completeCourseByExam(tx, found, paper.userId, now);
  }
  if (exam.relationType === RelationType.THEORY_EXAM && scored.result === ExamResultCode.FAIL && exam.maxExamNums !== null) {
    const failures = (await findPapers(tx, paper.userId, exam.id)).filter((p) => p.result === ExamResultCode.FAIL || p.id === paper.id).length;
    if (failures >= exam.maxExamNums) {
      await uncountPapers(tx, paper.userId, exam.id);
      // Learning's progress returns to 0 and the certification shows "enrol" again: a new cycle
      // needs a new enrolment (decision 0010). The enrolment module does both through learning's face.
      await resetEnrolmentAfterFailures(tx, paper.userId, exam.relationId, now);
      progressReset = true;
    }
  }
  return resultOf(done, progressReset);
}
