import type { Db } from '../../db/client';
import { findBank } from './exam.repo';
import type { BankQuestion } from './paper';

/**
 * The exam start's copy of a question bank (issue 19: 10,000 learners starting one exam read the
 * same 60 bank rows 10,000 times). Each node keeps, per exam, the bank as it read it and the
 * exam's `bankVersion` it read it under.
 *
 * Why it is never stale: the database bumps `exams.bank_version` in the same transaction as any
 * statement that writes `exam_questions` (migration 0028's triggers, whoever the writer), and
 * every start reads its exam row anyway (with the learner's open attempt, one statement). So a
 * start that reads its exam row after a bank edit committed sees a higher version than the copy's
 * and reads the bank again, on every node, at once: no TTL, no cross-node message. A copy is
 * filed under the version read *before* its bank read, so its content is never older than its
 * version. MAX_AGE_MS only bounds a copy's life should someone write the bank with triggers off
 * (a restore with `session_replication_role = replica`).
 */
const MAX_EXAMS = 64;
const MAX_AGE_MS = 10 * 60_000;

type Copy = { version: number; bank: readonly BankQuestion[]; readAt: number };

export class BankCache {
  private readonly copies = new Map<number, Copy>();
  /** Reads in flight per exam and version: a burst of starts on a cold cache reads the bank once. */
  private readonly reading = new Map<string, Promise<readonly BankQuestion[]>>();

  constructor(
    private readonly read: (examId: number) => Promise<BankQuestion[]>,
    private readonly limits = { maxExams: MAX_EXAMS, maxAgeMs: MAX_AGE_MS },
  ) {}

  /** The bank of `examId` as of `version` (the exam row's `bankVersion`, just read) or later. */
  async bankOf(examId: number, version: number): Promise<readonly BankQuestion[]> {
    const copy = this.copies.get(examId);
    if (copy && copy.version >= version && Date.now() - copy.readAt < this.limits.maxAgeMs) {
      // Most recently used last: the oldest in the map is the first to go.
      this.copies.delete(examId);
      this.copies.set(examId, copy);
      return copy.bank;
    }
    const key = `${examId}:${version}`;
    let pending = this.reading.get(key);
    if (!pending) {
      pending = this.readCopy(examId, version).finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    return pending;
  }

  private async readCopy(examId: number, version: number) {
    const bank = Object.freeze((await this.read(examId)).map((q) => Object.freeze(q)));
    const held = this.copies.get(examId);
    // A slower start that read an older version does not replace a newer copy.
    if (!held || held.version <= version) {
      this.copies.delete(examId);
      this.copies.set(examId, { version, bank, readAt: Date.now() });
      while (this.copies.size > this.limits.maxExams) this.copies.delete(this.copies.keys().next().value!);
    }
    return bank;
  }
}

const caches = new WeakMap<Db, BankCache>();

/** The node's bank cache for this database handle (each app, and so each test node, has its own). */
export function bankCacheOf(db: Db): BankCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new BankCache(async (examId) =>
      (await findBank(db, examId)).map((q) => ({
        id: q.id,
        questionType: q.questionType,
        content: q.content,
        options: q.options,
        answer: q.answer,
        analysis: q.analysis,
      })),
    );
    caches.set(db, cache);
  }
  return cache;
}
