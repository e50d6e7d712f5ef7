import { ExamType, ExerciseProcess } from '@credo/contracts/enums-learning';
import { PassStatus } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import { ExamResultCode, type CreditBeforeExam, type ExamAnswerDetails, type ExamResult, type ExerciseResult } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findAllPapers, findCertification, findExamById, findOwnPaper, findPaperQuestions, findPapers } from './exam.repo';
import { examOf, type Ctx, type RelationQuery } from './exam.service';
import { creditsTowards } from '../enrolment/index';
import { isCorrect } from './paper';
import { relationOf } from './qualification';

const yn = (b: boolean) => (b ? '1' : '0') as '0' | '1';

/**
 * Exam result (cert §3) of one submitted attempt: `examRecordsId` when the page names it (the
 * attempt it just submitted, so the result and its analysis are the same attempt), else the
 * latest submitted one, never an older pass in place of a newer failure (issue 14); examNums
 * counts the attempts of the current cycle, `passedBefore` says whether one of them passed.
 */
export async function examResultOf(db: Db, ctx: Ctx, userId: number, q: RelationQuery & { examRecordsId?: number }, now = new Date()): Promise<ExamResult> {
  await relationOf(db, ctx.siteId, userId, q.relationType, q.relationId, now);
  const exam = await examOf(db, ctx, q);
  const empty: ExamResult = {
    examId: exam?.id ?? null,
    ifStatusChecked: '0',
    examNums: 0,
    maxExamNums: exam?.maxExamNums ?? null,
    passStatus: PassStatus.NOT_PARTICIPATE,
    examRecordsId: null,
    theoryExamScore: null,
    examResult: null,
    isNeedReminder: '0',
    inProgress: false,
    viewAnswerDetails: yn(exam?.viewAnswerDetails ?? false),
    viewAnswer: yn(exam?.viewAnswer ?? false),
    viewPaperAnalusis: yn(exam?.viewPaperAnalusis ?? false),
    submittedAt: null,
    attemptNumber: null,
    passedBefore: false,
  };
  if (!exam) {
    if (q.examRecordsId) throw AppError.notFound('No such exam attempt');
    return empty;
  }
  const papers = await findPapers(db, userId, exam.id);
  const submitted = papers.filter((p) => p.submittedAt !== null);
  const inProgress = papers.some((p) => p.submittedAt === null);
  const all = await findAllPapers(db, userId, exam.id);
  // After a reset the current cycle is empty: the latest (uncounted) attempt that caused it shows.
  const shown =
    q.examRecordsId !== undefined
      ? all.find((p) => p.id === q.examRecordsId && p.submittedAt !== null)
      : all.find((p) => p.submittedAt !== null && (p.counted || submitted.length === 0));
  if (q.examRecordsId !== undefined && !shown) throw AppError.notFound('No such exam attempt');
  const passedBefore = submitted.some((p) => p.result === ExamResultCode.PASS);
  if (!shown) return { ...empty, inProgress, passedBefore };
  const passed = shown.result === ExamResultCode.PASS;
  const attemptsLeft = exam.maxExamNums === null ? null : exam.maxExamNums - submitted.length;
  return {
    ...empty,
    ifStatusChecked: '1',
    examNums: submitted.length,
    passStatus: passed ? PassStatus.PASS : PassStatus.FAIL,
    examRecordsId: shown.id,
    theoryExamScore: shown.score,
    examResult: shown.result,
    // Failed with exactly one attempt left: the page reminds the learner it is the last one.
    isNeedReminder: yn(!passed && attemptsLeft === 1 && shown.id === submitted[0]?.id),
    inProgress,
    submittedAt: shown.submittedAt!.toISOString(),
    // `all` is newest first: the oldest attempt is number 1.
    attemptNumber: all.length - all.findIndex((p) => p.id === shown.id),
    passedBefore,
  };
}

/**
 * The analysis of a submitted attempt (cert §4, §6): wrongly answered questions only; the whole
 * view needs viewAnswerDetails, correct answers viewAnswer, analysis text viewAnswer and viewPaperAnalusis.
 */
export async function answerDetails(db: Db, ctx: Ctx, userId: number, examRecordsId: number): Promise<ExamAnswerDetails> {
  const paper = await findOwnPaper(db, examRecordsId, userId, ctx.siteId);
  if (!paper) throw AppError.notFound('No such exam attempt');
  if (!paper.submittedAt) throw new AppError(ErrorCode.FORBIDDEN, null, 'Submit the exam before viewing its analysis', 403);
  const exam = (await findExamById(db, paper.examId))!;
  if (!exam.viewAnswerDetails) throw new AppError(ErrorCode.FORBIDDEN, null, 'The analysis of this exam is not shown', 403);
  const questions = await findPaperQuestions(db, paper.id);
  return {
    examRecordsId: paper.id,
    theoryExamScore: paper.score ?? 0,
    examResult: paper.result ?? ExamResultCode.FAIL,
    questionHisCheckList: questions
      // Derived, not stored (issue 19): the copy's correct letters and the saved answer are frozen once submitted.
      .filter((x) => !isCorrect(x.userAnswer, x.answer))
      .map((x) => ({
        questionHisRefId: x.id,
        questionType: x.questionType as 1 | 2 | 4,
        content: x.content,
        hisOptionList: x.options.map((content, i) => ({ optionNo: String.fromCharCode(65 + i), content })),
        answer: exam.viewAnswer ? x.answer : null,
        userAnswer: x.userAnswer ?? [],
        answerPass: '0',
        analysis: exam.viewAnswer && exam.viewPaperAnalusis ? x.analysis : null,
      })),
    viewAnswerDetails: yn(exam.viewAnswerDetails),
    viewAnswer: yn(exam.viewAnswer),
    viewPaperAnalusis: yn(exam.viewPaperAnalusis),
  };
}

/** GET exam/cacheCurrentCreditBeforeExam: the learner's credits towards the certification and the vendor exam window. */
export async function creditBeforeExam(db: Db, ctx: Ctx, userId: number, certificationId: number, now = new Date()): Promise<CreditBeforeExam> {
  const cert = await findCertification(db, ctx.siteId, certificationId, now);
  if (!cert) throw AppError.notFound();
  const c = await creditsTowards(db, userId, cert);
  return {
    certificationId,
    earned: c.earned,
    required: c.required,
    reachedAt: c.reachedAt?.toISOString() ?? null,
    examWindowEndsAt: c.windowEndsAt?.toISOString() ?? null,
  };
}

/** skillLearn/getExerciseResult (cert §3): 0 not started, 1 an attempt open, 2 finished; a course without exercise counts as finished. */
export async function exerciseResultOf(db: Db, ctx: Ctx, userId: number, q: RelationQuery, now = new Date()): Promise<ExerciseResult> {
  await relationOf(db, ctx.siteId, userId, q.relationType, q.relationId, now);
  const exercise = await examOf(db, ctx, { ...q, examType: ExamType.EXERCISE });
  if (!exercise) return { examId: null, exerciseProcess: ExerciseProcess.FINISHED };
  const papers = await findPapers(db, userId, exercise.id);
  const process = papers.some((p) => p.submittedAt !== null)
    ? ExerciseProcess.FINISHED
    : papers.length > 0
      ? ExerciseProcess.LEARNING
      : ExerciseProcess.PENDING;
  return { examId: exercise.id, exerciseProcess: process };
}

/** skillLearn/getExamId: the exam (or, with examType 2, the exercise) of a relation on this site. */
export async function examIdOf(db: Db, ctx: Ctx, userId: number, q: RelationQuery, now = new Date()) {
  await relationOf(db, ctx.siteId, userId, q.relationType, q.relationId, now);
  return { examId: (await examOf(db, ctx, q))?.id ?? null };
}
