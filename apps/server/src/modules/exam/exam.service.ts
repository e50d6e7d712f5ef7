import { OPTION_LETTERS } from '@credo/contracts/constants';
import { ExamQuestionType, ExamType, RelationType } from '@credo/contracts/enums-learning';
import { ErrorCode } from '@credo/contracts/errors';
import { type ExamContent, type ExamEntry, type SaveAnswerResult, type SubmitAnswerBody, type SubmitAnswerResult } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { bankCacheOf } from './bank-cache';
import {
  findCourseStart,
  findExam,
  findExamWithOpenPaper,
  findOpenPaper,
  findOverduePapers,
  findOwnPaper,
  findPaperQuestion,
  findPaperQuestionShapes,
  findPaperQuestions,
  findPapers,
  isLockNotAvailable,
  lockOverduePapersWithExams,
  lockPaperWithExam,
  openPaper,
  scorePaper,
  scorePapers,
  type ExamRow,
  type PaperRow,
} from './exam.repo';
import { checkedIdOf, drawPaper, normaliseAnswer } from './paper';
import { contentOf, hisQuestionOf, yn } from './exam-content';
import { rememberStart, startKnown } from './exam-start-known';
import { saveBatcherOf } from './save-batch';
import { submitBatcherOf, type SubmitRequest } from './submit-batch';
import { afterScored, afterScoredMany, checkedAnswers, graceMs, noAttempt, overdue, resultOf, timeOver } from './submit-rules';
import { NO_EXAM, notQualifiedReason, relationOf, type Relation } from './qualification';

export type Ctx = { siteId: number };
export type RelationQuery = { relationId: number; relationType: number; examType?: number };

export async function examOf(db: Db, ctx: Ctx, q: RelationQuery) {
  return findExam(db, ctx.siteId, q.relationType, q.relationId, q.examType ?? ExamType.EXAM);
}

/** POST exam/entry: checked first by the exam page (cert §4); '0' comes with the reason for the not-qualified dialog. */
export async function examEntry(db: Db, ctx: Ctx, userId: number, q: RelationQuery, now = new Date()): Promise<ExamEntry> {
  const relation = await relationOf(db, ctx.siteId, userId, q.relationType, q.relationId, now);
  const exam = await examOf(db, ctx, q);
  if (!exam) {
    return {
      entryStatus: '0',
      reason: NO_EXAM.text,
      reasonCode: NO_EXAM.code,
      reasonParams: null,
      examId: null,
      examNums: 0,
      maxExamNums: null,
      inProgress: false,
      exam: null,
    };
  }
  const papers = await findPapers(db, userId, exam.id);
  const open = papers.find((p) => p.submittedAt === null && !overdue(p, now));
  const examNums = papers.filter((p) => p.submittedAt !== null || overdue(p, now)).length;
  const why = open ? null : await notQualifiedReason(db, userId, exam, relation, now);
  return {
    entryStatus: yn(why === null),
    reason: why?.text ?? null,
    reasonCode: why?.code ?? null,
    reasonParams: why?.params ?? null,
    examId: exam.id,
    examNums,
    maxExamNums: exam.maxExamNums,
    inProgress: Boolean(open),
    exam: {
      examName: exam.name,
      questionCount: exam.questionCount,
      durationSeconds: exam.durationSeconds,
      totalPoints: exam.totalPoints,
      passScore: exam.passScore,
    },
  };
}

/** The content of an attempt as stored (a resume, or the attempt a concurrent start opened). */
async function storedContentOf(db: Db, exam: ExamRow, paper: Pick<PaperRow, 'id' | 'deadlineAt'>, now: Date) {
  const questions = (await findPaperQuestions(db, paper.id)).map((q) => hisQuestionOf(paper.id, q.id, q, q.userAnswer));
  return contentOf(exam, paper, questions, now);
}

/**
 * POST exam/getContent: resumes the learner's open attempt (same paper, saved answers, the
 * server's countdown) or starts one: qualification checked, paper drawn and frozen, deadline fixed.
 * An open attempt past its deadline is submitted first, as the sweeper would.
 * Round trips (issue 19): the relation's two reads, the exam with the open attempt and the
 * relation's exercise in one, the qualification's reads, and the new attempt with its questions in one statement; the bank comes
 * from the node's cache, checked against the exam row's bank version (bank-cache.ts). A course's quiz whose exam this
 * node has read before starts in one statement that writes the paper only if those reads would have let it (startKnown).
 */
export async function getContent(db: Db, ctx: Ctx, userId: number, q: RelationQuery, now = new Date()): Promise<ExamContent> {
  // The exam day's case in one statement, when this node knows the exam (exam-start-known.ts); else the reads below decide.
  const known = await startKnown(db, ctx, userId, q, now);
  if (known) return known;
  const { relation, found } = await startFactsOf(db, ctx, userId, q, now);
  if (!found) throw new AppError(ErrorCode.EXAM_PAPER_FAILED, null, NO_EXAM.text);
  const { exam, open, exerciseId } = found;
  rememberStart(db, ctx, q, exam);
  if (open && !overdue(open, now)) return storedContentOf(db, exam, open, now);
  if (open) await db.transaction((tx) => finalizePaper(tx, open.id, 'sweeper', now));

  const why = await notQualifiedReason(db, userId, exam, relation, now, { exerciseId: exerciseId === null ? null : Number(exerciseId) });
  if (why) throw new AppError(ErrorCode.EXAM_START_FAILED, { reason: why.text, reasonCode: why.code, reasonParams: why.params }, why.text);
  // The node's copy of the bank, current as of the exam row just read (bank-cache.ts): no bank read per start.
  const bank = await bankCacheOf(db).bankOf(exam.id, exam.bankVersion);
  if (bank.length === 0) throw new AppError(ErrorCode.EXAM_PAPER_FAILED, null, 'This exam has no questions yet.');

  const drawn = drawPaper(bank, exam.questionCount);
  const deadlineAt = new Date(now.getTime() + exam.durationSeconds * 1000);
  const opened = await openPaper(db, { examId: exam.id, userId, siteId: ctx.siteId, startedAt: now, deadlineAt }, drawn);
  if (opened) {
    // Written from the draw itself: nothing is read back.
    const questions = drawn.questions.map((d, i) => hisQuestionOf(opened.paperId, opened.questionIds[i], d, null));
    return contentOf(exam, { id: opened.paperId, deadlineAt }, questions, now);
  }
  // A concurrent start (a double click) won the partial unique index: resume the attempt it opened.
  const current = await findOpenPaper(db, userId, exam.id);
  if (!current) throw new AppError(ErrorCode.EXAM_START_FAILED);
  return storedContentOf(db, exam, current, now);
}

/**
 * What a start reads before it decides: the relation (with the learner's registration for a
 * course), the exam, the learner's open attempt and the relation's exercise. A course's quiz or
 * topic exam (the exam day's case) reads all of it in one named statement (the registration
 * through learning's face, as a subquery); a certification's theory exam reads its relation, then the rest.
 */
async function startFactsOf(db: Db, ctx: Ctx, userId: number, q: RelationQuery, now: Date) {
  const examType = q.examType ?? ExamType.EXAM;
  if (q.relationType === RelationType.QUIZ || q.relationType === RelationType.TOPIC) {
    const row = await findCourseStart(db, { siteId: ctx.siteId, relationType: q.relationType, relationId: q.relationId, examType, userId, now });
    if (!row) throw AppError.notFound();
    const course = { ...row.course, registrationStatus: row.registration?.status ?? null, learningProcess: row.registration?.learningProcess ?? null };
    const relation: Relation = { cert: null, course };
    return { relation, found: row.exam ? { exam: row.exam, open: row.open, exerciseId: row.exerciseId } : null };
  }
  const relation = await relationOf(db, ctx.siteId, userId, q.relationType, q.relationId, now);
  return { relation, found: await findExamWithOpenPaper(db, ctx.siteId, q.relationType, q.relationId, examType, userId) };
}

/**
 * Saves one answer as it changes: one statement (exam.repo saveInOpenPaper) that checks the
 * attempt's owner, site, open state and deadline and the answer's fit as it writes; the saves that
 * reach the node in the same round of I/O share one (save-batch.ts, decision 0044), each judged as
 * alone. After the deadline plus grace, or once submitted, it answers 30001 / 30003 and changes
 * nothing; a submit in flight orders it by the attempt's row lock. Only a refused save reads the
 * attempt again, to say why.
 */
export async function saveAnswer(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { paperHisRefId: number; questionHisId: number; answer: string | string[] },
  now = new Date(),
): Promise<SaveAnswerResult> {
  // Letters checked against the widest question; the statement checks this question's type and options.
  const answer = normaliseAnswer(body.answer, ExamQuestionType.MULTIPLE, OPTION_LETTERS.length);
  if (!answer) throw AppError.badRequest('The answer does not fit the question');
  const need = answer.reduce((n, l) => Math.max(n, OPTION_LETTERS.indexOf(l as (typeof OPTION_LETTERS)[number]) + 1), 0);
  const saved = await saveBatcherOf(db).save({
    paperId: body.paperHisRefId,
    userId,
    siteId: ctx.siteId,
    questionId: body.questionHisId,
    answer,
    need,
    count: answer.length,
    now,
    notBefore: new Date(now.getTime() - graceMs),
  });
  if (!saved) throw await whySaveRefused(db, ctx, userId, body, now);
  const countDown = Math.max(0, Math.ceil((saved.deadlineAt.getTime() - now.getTime()) / 1000));
  return { questionHisId: body.questionHisId, checkedId: checkedIdOf(answer, saved.questionType), countDown };
}

/** The error a refused save answers, from the attempt and question as they are now. */
async function whySaveRefused(db: Db, ctx: Ctx, userId: number, body: { paperHisRefId: number; questionHisId: number }, now: Date) {
  const paper = await findOwnPaper(db, body.paperHisRefId, userId, ctx.siteId);
  if (!paper) return noAttempt();
  if (paper.submittedAt) return new AppError(ErrorCode.EXAM_RENEW_FAILED, null, 'This attempt was already submitted: its answers can no longer change.');
  if (overdue(paper, now)) return timeOver();
  const question = await findPaperQuestion(db, paper.id, body.questionHisId);
  if (!question) return AppError.notFound('No such question in this attempt');
  return AppError.badRequest('The answer does not fit the question');
}

/**
 * POST exam/submitAnswer: applies the answer list (in time only; late answers are ignored and the
 * saved ones count) and scores on the server. Idempotent: the attempt row is locked, and a second
 * submit finds it submitted and answers the same record and score. Round trips (issue 19): the
 * submits that arrive together share them (submit-batch.ts, decision 0034): BEGIN, their attempts
 * locked with their exams, the questions' shapes only when answer lists came, the scores in one
 * statement, COMMIT (a passed quiz adds the course completion, attempt by attempt). Alone
 * (submitAlone below) the same steps for one attempt.
 *
 * A double click never holds a pool connection while it waits for the other click (issue 19: 600
 * submits at once ran the pool dry, every second click parked on the first's row lock): on this
 * node a second submit of the same attempt awaits the first's promise and answers its result; a
 * submit that finds the row locked elsewhere (another node, the sweeper, a save in flight) gives
 * its connection back and tries again shortly (`FOR UPDATE NOWAIT`), and after a while waits on
 * the lock as before, so it always ends.
 */
/** Runs a call now, or when an admission (exam-admission.ts) gives it a turn. */
export type Admit = <T>(fn: () => Promise<T>) => Promise<T>;
const runNow: Admit = (fn) => fn();

/**
 * Submits the learner's attempt. `now` is when the submit arrived: a submit that then waits for a
 * turn (`admit`, the node's submit admission) is judged by it, so a learner who clicked in time is
 * in time however long the deadline's burst kept the submit queued. A double click on this node
 * shares the first click's turn and answer.
 */
export async function submitAnswers(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: SubmitAnswerBody,
  now = new Date(),
  admit: Admit = runNow,
): Promise<SubmitAnswerResult> {
  let inFlight = submitsInFlight.get(db);
  if (!inFlight) submitsInFlight.set(db, (inFlight = new Map()));
  // The learner and site are part of the key: another learner naming this attempt shares nothing.
  const key = `${ctx.siteId}:${userId}:${Number(body.paperHisRefId)}:${Number(body.examRefId)}`;
  const first = inFlight.get(key);
  if (first) {
    try {
      return await first;
    } catch {
      // The first click failed (its list did not fit, say): this one is judged on its own.
    }
  }
  const paperId = Number(body.paperHisRefId);
  const pending = submitsPendingOf(db);
  pending.set(paperId, (pending.get(paperId) ?? 0) + 1);
  // Taken with the other submits of its moment into one transaction (submit-batch.ts); a batch takes one turn of `admit`.
  const mine = submitBatcherOf(db, submitAlone).submit({ ctx, userId, body, now }, admit);
  inFlight.set(key, mine);
  try {
    return await mine;
  } finally {
    if (inFlight.get(key) === mine) inFlight.delete(key);
    const left = (pending.get(paperId) ?? 1) - 1;
    if (left > 0) pending.set(paperId, left);
    else pending.delete(paperId);
  }
}

/** Submits in flight on this node, per database handle and attempt (see submitAnswers). */
const submitsInFlight = new WeakMap<Db, Map<string, Promise<SubmitAnswerResult>>>();
/**
 * Attempts with a learner's submit queued or running on this node, per database handle (how many):
 * the sweeper leaves them to that submit, which arrived in time and may carry answers not saved yet.
 */
const submitsPending = new WeakMap<Db, Map<number, number>>();
const submitsPendingOf = (db: Db) => {
  let pending = submitsPending.get(db);
  if (!pending) submitsPending.set(db, (pending = new Map()));
  return pending;
};
/**
 * A submit that finds its attempt locked tries again after 5 ms, doubling up to 250 ms, for up to
 * 20 s (a double click on another node, the sweeper or a save in flight hold it for milliseconds);
 * then it waits on the lock, bounded by the statement timeout.
 */
const SUBMIT_RETRY = { firstMs: 5, maxMs: 250, forMs: 20_000 };

/** The single submit, as before batching: a batch's submit whose attempt it could not lock, or whose batch failed, comes here. */
export function submitAlone(db: Db, s: SubmitRequest): Promise<SubmitAnswerResult> {
  return submitWithRetry(db, s.ctx, s.userId, s.body, s.now);
}

async function submitWithRetry(db: Db, ctx: Ctx, userId: number, body: SubmitAnswerBody, now: Date): Promise<SubmitAnswerResult> {
  const until = Date.now() + SUBMIT_RETRY.forMs;
  for (let pause = SUBMIT_RETRY.firstMs; Date.now() < until; pause = Math.min(pause * 2, SUBMIT_RETRY.maxMs)) {
    try {
      return await submitOnce(db, ctx, userId, body, now, true);
    } catch (err) {
      if (!isLockNotAvailable(err)) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return submitOnce(db, ctx, userId, body, now, false);
}

function submitOnce(db: Db, ctx: Ctx, userId: number, body: SubmitAnswerBody, now: Date, noWait: boolean): Promise<SubmitAnswerResult> {
  return db.transaction(async (tx) => {
    const locked = await lockPaperWithExam(tx, Number(body.paperHisRefId), { userId, siteId: ctx.siteId }, noWait);
    if (!locked || locked.paper.examId !== Number(body.examRefId)) throw noAttempt();
    if (locked.paper.submittedAt) return resultOf(locked.paper);
    const list = body.answerList ?? [];
    // Read under the attempt's lock: the list is checked against the paper's own questions.
    const answers =
      !overdue(locked.paper, now) && list.length > 0
        ? checkedAnswers(list, new Map((await findPaperQuestionShapes(tx, locked.paper.id)).map((x) => [x.id, x])))
        : [];
    return finalizePaper(tx, locked.paper.id, 'learner', now, { ...locked, answers });
  });
}

/**
 * Scores an open attempt from its saved answers (and the submit's list, when given) and records
 * the result, inside the caller's transaction; an attempt already submitted answers its stored
 * result. A passed quiz completes the course (learning process 3, credits once); a theory exam
 * failed maxExamNums times resets the learner's progress in the certification and starts a new
 * cycle of attempts.
 */
export async function finalizePaper(
  tx: Db,
  paperId: number,
  by: 'learner' | 'sweeper',
  now: Date,
  /** The attempt already locked FOR UPDATE in this transaction with its exam, and the checked answer list to apply. */
  locked?: { paper: PaperRow; exam: ExamRow; answers: { id: number; answer: string[] }[] },
): Promise<SubmitAnswerResult> {
  const found = locked ?? (await lockPaperWithExam(tx, paperId));
  if (!found) throw noAttempt();
  const { paper, exam } = found;
  if (paper.submittedAt) return resultOf(paper);
  const scored = await scorePaper(tx, {
    paperId: paper.id,
    answers: locked?.answers ?? [],
    now,
    by,
    totalPoints: exam.totalPoints,
    passScore: exam.passScore,
  });
  return afterScored(tx, paper, exam, scored, by, now);
}

/**
 * Sweeper task: submits, with their saved answers, attempts whose deadline plus grace has passed
 * (the browser may be gone). Set-wise (issue 19): one transaction locks up to `limit` of them with
 * their exams, scores them all in one statement and does what follows the scores for all of them
 * (afterScoredMany, as a batch of submits does: decision 0034), where it was a lock, a score and a
 * follow-up per attempt. Should that transaction fail, the attempts are closed one by one as before
 * (each now in a transaction of its own), and an attempt that cannot be closed throws to the sweeper's log.
 */
export async function autoSubmitOverdue(db: Db, now = new Date(), limit = 200): Promise<number> {
  const before = new Date(now.getTime() - graceMs);
  // An attempt whose learner's submit waits for its turn here is that submit's to close.
  const pending = submitsPendingOf(db);
  try {
    return await db.transaction(async (tx) => {
      const due = await lockOverduePapersWithExams(tx, before, limit, [...pending.keys()]);
      const scores = await scorePapers(
        tx,
        due.map(({ paper, exam }) => ({ paperId: paper.id, answers: [], now, by: 'sweeper', totalPoints: exam.totalPoints, passScore: exam.passScore })),
      );
      await afterScoredMany(
        tx,
        due.map(({ paper, exam }, k) => ({ paper, exam, scored: scores[k], now })),
      );
      return due.length;
    });
  } catch {
    const due = (await findOverduePapers(db, before, limit)).filter(({ id }) => !pending.has(id));
    for (const { id } of due) await db.transaction((tx) => finalizePaper(tx, id, 'sweeper', now));
    return due.length;
  }
}
