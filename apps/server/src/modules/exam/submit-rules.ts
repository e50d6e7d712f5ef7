import { ExamType, RelationType } from '@credo/contracts/enums-learning';
import { PassStatus } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import { EXAM_TIME, ExamResultCode, type SubmitAnswerBody, type SubmitAnswerResult } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { resetEnrolmentAfterFailures } from '../enrolment/index';
import { completeCourseByExam, completeCoursesByExam } from '../learning/index';
import { countFailuresOf, findCourse, findPapers, uncountPapers, type PaperRow, type SubmitExam, type SubmitPaper } from './exam.repo';
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

/** A passed quiz or topic exam completes its course (decision 0009). */
const completesCourse = (exam: SubmitExam, scored: { result: string }) =>
  exam.examType === ExamType.EXAM &&
  scored.result === ExamResultCode.PASS &&
  (exam.relationType === RelationType.QUIZ || exam.relationType === RelationType.TOPIC);

/** A failed theory exam with a limit of attempts may be the last allowed failure. */
const mayReset = (exam: SubmitExam, scored: { result: string }): exam is SubmitExam & { maxExamNums: number } =>
  exam.relationType === RelationType.THEORY_EXAM && scored.result === ExamResultCode.FAIL && exam.maxExamNums !== null;

/** The last allowed failure: the attempts stop counting, and learning's progress returns to 0. */
async function resetAfterFailures(tx: Db, userId: number, exam: SubmitExam, now: Date) {
  await uncountPapers(tx, userId, exam.id);
  // Learning's progress returns to 0 and the certification shows "enrol" again: a new cycle
  // needs a new enrolment (decision 0010). The enrolment module does both through learning's face.
  await resetEnrolmentAfterFailures(tx, userId, exam.relationId, now);
}

/**
 * What follows an attempt's score, inside the transaction that scored it: a passed quiz completes
 * the course (learning process 3, credits once); a theory exam failed maxExamNums times resets the
 * learner's progress in the certification and starts a new cycle of attempts. Returns the answer.
 */
export async function afterScored(
  tx: Db,
  paper: SubmitPaper,
  exam: SubmitExam,
  scored: { score: number; result: string },
  by: 'learner' | 'sweeper',
  now: Date,
): Promise<SubmitAnswerResult> {
  const done = { ...paper, submittedAt: now, submittedBy: by, ...scored };
  let progressReset = false;
  if (completesCourse(exam, scored)) {
    const found = await findCourse(tx, exam.siteId, exam.relationId, now);
    // Learning completes its own course (learning process 3, credits once) when the quiz passes.
    if (found) await completeCourseByExam(tx, found, paper.userId, now);
  }
  if (mayReset(exam, scored)) {
    const failures = (await findPapers(tx, paper.userId, exam.id)).filter((p) => p.result === ExamResultCode.FAIL || p.id === paper.id).length;
    if (failures >= exam.maxExamNums) {
      await resetAfterFailures(tx, paper.userId, exam, now);
      progressReset = true;
    }
  }
  return resultOf(done, progressReset);
}

export type ScoredAttempt = { paper: SubmitPaper; exam: SubmitExam; scored: { score: number; result: string }; now: Date };

/**
 * afterScored for a batch's attempts (submit-batch.ts), set-wise: what follows each score ends as
 * it would alone, in a few statements for the whole batch instead of six to eight per passed quiz
 * (issue 19, decision 0034). The courses of the passed quizzes' exams (one read per exam: a batch's
 * attempts mostly share one), their completions through learning's set-wise face (registrations,
 * learning process, credits, survey invitations: a statement each), the theory failures counted in
 * one statement. A last allowed failure's reset stays per learner (once per learner and cycle,
 * several modules' rows). Completions go before resets: a learner whose quiz passes and whose
 * theory exam fails for the last time in the same batch ends as if the quiz came first.
 */
export async function afterScoredMany(tx: Db, attempts: ScoredAttempt[]): Promise<SubmitAnswerResult[]> {
  const passed = attempts.filter((a) => completesCourse(a.exam, a.scored));
  const courses = new Map<number, CourseRow | null>();
  for (const { exam, now } of passed) {
    if (!courses.has(exam.id)) courses.set(exam.id, await findCourse(tx, exam.siteId, exam.relationId, now));
  }
  await completeCoursesByExam(
    tx,
    passed.flatMap(({ exam, paper, now }) => {
      const course = courses.get(exam.id);
      return course ? [{ course, userId: paper.userId, now }] : [];
    }),
  );

  const failed = attempts.filter((a) => mayReset(a.exam, a.scored));
  const reset = new Set<ScoredAttempt>();
  if (failed.length > 0) {
    const counts = await countFailuresOf(
      tx,
      [...new Set(failed.map((a) => a.paper.userId))],
      [...new Set(failed.map((a) => a.exam.id))],
      failed.map((a) => a.paper.id),
      ExamResultCode.FAIL,
    );
    const failuresOf = new Map(counts.map((c) => [`${c.userId}:${c.examId}`, c.failures]));
    for (const a of failed) {
      if ((failuresOf.get(`${a.paper.userId}:${a.exam.id}`) ?? 0) < a.exam.maxExamNums!) continue;
      await resetAfterFailures(tx, a.paper.userId, a.exam, a.now);
      reset.add(a);
    }
  }
  return attempts.map((a) => resultOf({ ...a.paper, ...a.scored }, reset.has(a)));
}
