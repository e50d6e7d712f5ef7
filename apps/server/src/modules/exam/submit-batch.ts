import { channel } from 'node:diagnostics_channel';
import type { SubmitAnswerBody, SubmitAnswerResult } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { findPapersQuestionShapes, lockPapersWithExams, scorePapers, type SubmitExam, type SubmitPaper } from './exam.repo';
import { afterScoredMany, checkedAnswers, noAttempt, overdue, resultOf, type QuestionShape } from './submit-rules';

/**
 * Submits taken together into one transaction (issue 19, decision 0034). At the deadline 10,000
 * submits reach a node within a second; one by one each was BEGIN, lock, score, COMMIT, four
 * statements that each woke PostgreSQL, on two cores shared with it. Here the submits that arrive
 * in one round of I/O, or while earlier batches hold the node's submit turns (group commit), are
 * one batch: BEGIN, the batch's attempts locked with their exams (one statement), the questions'
 * shapes when answer lists came (one), every attempt scored (one), what follows each score (a
 * passed quiz, a theory exam's failures), COMMIT.
 *
 * A batch takes one turn of the node's submit admission (exam-admission.ts): the admission still
 * bounds the connections and transactions submits hold at once, and a batch refused after its
 * wait answers each of its submits "busy". While a batch waits for its turn, arriving submits join
 * it (up to SUBMIT_BATCH.max); when its turn comes it waits out the current round of I/O, closes
 * and runs. Each submit keeps its own rules: judged at its own arrival, its own not-found, its own
 * stored result once submitted, its own 400 for a list that does not fit (nothing written for it).
 * A submit whose attempt the batch could not lock (`SKIP LOCKED`: a save in flight, another node,
 * the sweeper), a second submit of an attempt already in the batch, and every submit of a batch
 * whose transaction failed go the single way (submitAlone) after the batch, within its turn: slower,
 * the same answer, never lost or applied twice.
 */
export const SUBMIT_BATCH = {
  /** Submits in one transaction at most (measured in docs/PERFORMANCE.md, session 25). */
  max: 200,
  /**
   * Batch transactions running at once on a node. While that many run, an admitted batch stays open
   * and takes the submits that arrive (up to `max`), so a node short of CPU makes fewer, larger
   * batches instead of up to a turn's worth of small ones (issue 19, session 29: a deadline burst at
   * load 10 to 15 ran 300 to 1,600 batches, most under 10 submits, each with its four round trips,
   * statements and commit; on a quiet machine 52 of about 200).
   */
  runningAtOnce: 2,
  /** Single-way submits of a batch run at once (its leftovers; all of it when its transaction failed). */
  singlesAtOnce: 2,
};

export type SubmitRequest = { ctx: { siteId: number }; userId: number; body: SubmitAnswerBody; now: Date };
type Admit = <T>(fn: () => Promise<T>) => Promise<T>;
type Waiting = SubmitRequest & { resolve: (r: SubmitAnswerResult) => void; reject: (err: unknown) => void };
type Outcome = { result: SubmitAnswerResult } | { error: unknown };

/** How the node's batches went (tests, logs). */
export type SubmitBatchStats = { batches: number; submits: number; largest: number; single: number; failedBatches: number };

/**
 * Each batch as it ends, for a process that subscribes (bench/submit-batch-probe.mjs prints the
 * deadline's batch sizes): its submits, how many went the single way, whether its transaction
 * failed. Nothing is built without a subscriber.
 */
export const submitBatchChannel = channel('credo:exam-submit-batch');
export type SubmitBatchEvent = { size: number; single: number; failed: boolean };

class SubmitBatcher {
  private open: Waiting[] | null = null;
  /** Batch transactions running, and the admitted batches waiting for one of them to end (SUBMIT_BATCH.runningAtOnce). */
  private running = 0;
  private readonly waitingToRun: (() => void)[] = [];
  readonly stats: SubmitBatchStats = { batches: 0, submits: 0, largest: 0, single: 0, failedBatches: 0 };

  constructor(
    private readonly db: Db,
    private readonly alone: (db: Db, s: SubmitRequest) => Promise<SubmitAnswerResult>,
  ) {}

  submit(s: SubmitRequest, admit: Admit): Promise<SubmitAnswerResult> {
    return new Promise<SubmitAnswerResult>((resolve, reject) => {
      const waiting: Waiting = { ...s, resolve, reject };
      if (this.open) {
        this.open.push(waiting);
        if (this.open.length >= SUBMIT_BATCH.max) this.open = null;
        return;
      }
      const batch = [waiting];
      this.open = batch;
      admit(async () => {
        // The submits of this round of I/O (their session reads were batched too) join before it closes.
        await new Promise((r) => setImmediate(r));
        // Still open while the batches before it run: it closes when it may run.
        if (this.running >= SUBMIT_BATCH.runningAtOnce) await new Promise<void>((r) => this.waitingToRun.push(r));
        else this.running++;
        if (this.open === batch) this.open = null;
        await this.run(batch);
      }).catch((err: unknown) => {
        // Refused by the admission (busy) before it ran: each of its submits is told so.
        if (this.open === batch) this.open = null;
        for (const w of batch) w.reject(err);
      });
    });
  }

  private async run(batch: Waiting[]) {
    this.stats.batches++;
    this.stats.submits += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    let single: Waiting[];
    let failed = false;
    try {
      const decided = await this.db.transaction((tx) => decide(tx, batch)).finally(() => this.ranOne());
      // Answered only once committed.
      for (const [w, outcome] of decided.outcomes) {
        if ('result' in outcome) w.resolve(outcome.result);
        else w.reject(outcome.error);
      }
      single = decided.single;
    } catch {
      // The transaction failed as a whole (a deadlock, a lost connection, a failure after a score):
      // nothing of it was written, and each submit is judged again on its own.
      this.stats.failedBatches++;
      failed = true;
      single = batch;
    }
    this.stats.single += single.length;
    if (submitBatchChannel.hasSubscribers) submitBatchChannel.publish({ size: batch.length, single: single.length, failed } satisfies SubmitBatchEvent);
    await eachAtMost(single, SUBMIT_BATCH.singlesAtOnce, (w) => this.alone(this.db, w).then(w.resolve, w.reject));
  }

  /** A batch's transaction ended (its single-way submits run outside the count): the next batch may run. */
  private ranOne() {
    const next = this.waitingToRun.shift();
    // The turn passes straight to the next batch (running stays the same), else frees up.
    if (next) next();
    else this.running--;
  }
}

type Locked = { paper: SubmitPaper; exam: SubmitExam };

/** The batch's transaction: each submit's outcome, and the submits left to the single way. */
async function decide(tx: Db, batch: Waiting[]): Promise<{ outcomes: Map<Waiting, Outcome>; single: Waiting[] }> {
  const outcomes = new Map<Waiting, Outcome>();
  const single: Waiting[] = [];
  const ids = [...new Set(batch.map((w) => Number(w.body.paperHisRefId)))];
  const locked = new Map<number, Locked>((await lockPapersWithExams(tx, ids)).map((row) => [row.paper.id, row]));

  const claimed = new Set<number>();
  const toScore: { w: Waiting; row: Locked; withList: boolean }[] = [];
  for (const w of batch) {
    const id = Number(w.body.paperHisRefId);
    const row = locked.get(id);
    if (!row) {
      // Held elsewhere (or missing): the single way waits for it, or says not found.
      single.push(w);
      continue;
    }
    // Another learner's or site's attempt, or another exam's: not found, as the single way's owner filter answers.
    if (row.paper.userId !== w.userId || row.paper.siteId !== w.ctx.siteId || row.paper.examId !== Number(w.body.examRefId)) {
      outcomes.set(w, { error: noAttempt() });
      continue;
    }
    if (row.paper.submittedAt) {
      outcomes.set(w, { result: resultOf(row.paper) });
      continue;
    }
    if (claimed.has(id)) {
      // A second submit of an attempt this batch submits: after the commit it finds it submitted.
      single.push(w);
      continue;
    }
    claimed.add(id);
    toScore.push({ w, row, withList: !overdue(row.paper, w.now) && (w.body.answerList?.length ?? 0) > 0 });
  }

  const listed = toScore.filter((x) => x.withList).map((x) => x.row.paper.id);
  const shapesOf = new Map<number, Map<number, QuestionShape>>();
  if (listed.length > 0) {
    for (const s of await findPapersQuestionShapes(tx, listed)) {
      let shapes = shapesOf.get(s.paperId);
      if (!shapes) shapesOf.set(s.paperId, (shapes = new Map()));
      shapes.set(s.id, s);
    }
  }
  const scoring: { w: Waiting; row: Locked; answers: { id: number; answer: string[] }[] }[] = [];
  for (const x of toScore) {
    try {
      const answers = x.withList ? checkedAnswers(x.w.body.answerList, shapesOf.get(x.row.paper.id) ?? new Map()) : [];
      scoring.push({ ...x, answers });
    } catch (err) {
      // This list does not fit its attempt: this submit fails, before anything is written for it.
      outcomes.set(x.w, { error: err });
    }
  }

  const scores = await scorePapers(
    tx,
    scoring.map(({ w, row, answers }) => ({
      paperId: row.paper.id,
      answers,
      now: w.now,
      by: 'learner',
      totalPoints: row.exam.totalPoints,
      passScore: row.exam.passScore,
    })),
  );
  // What follows the scores, set-wise for the whole batch (a passed quiz's completion, a theory exam's last failure).
  const results = await afterScoredMany(
    tx,
    scoring.map(({ w, row }, k) => ({ paper: row.paper, exam: row.exam, scored: scores[k], now: w.now })),
  );
  for (const [k, { w }] of scoring.entries()) outcomes.set(w, { result: results[k] });
  return { outcomes, single };
}

/** Runs `fn` over `items`, at most `n` at once. */
async function eachAtMost<T>(items: T[], n: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) await fn(items[i]).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, lane));
}

const batchers = new WeakMap<Db, SubmitBatcher>();

/** The database handle's batcher (one per node and database, as the admission is one per node). */
export function submitBatcherOf(db: Db, alone: (db: Db, s: SubmitRequest) => Promise<SubmitAnswerResult>) {
  let b = batchers.get(db);
  if (!b) batchers.set(db, (b = new SubmitBatcher(db, alone)));
  return b;
}

/** How the handle's batches went so far (null before its first submit). */
export const submitBatchStatsOf = (db: Db): Readonly<SubmitBatchStats> | null => batchers.get(db)?.stats ?? null;
