import { ExamType, RelationType } from '@credo/contracts/enums-learning';
import { ExamResultCode } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { findCycleAttempts, findExam, findExamsOfRelation, uncountPapers } from './exam.repo';

/**
 * The certification's theory exam as the modules above exam see it (issue 15: certification's
 * status, practical exam's "theory passed" rule, renewal): asked here, never read from the tables.
 */

export type TheoryExam = { id: number; durationSeconds: number; passScore: number; maxExamNums: number | null };
export type TheoryCycle = {
  exam: TheoryExam | null;
  /** Submitted counted attempts of the cycle. */
  attempts: number;
  passed: boolean;
  /** The passing score of the cycle, else the latest one; null before any attempt. */
  score: number | null;
};

/** The certification's theory exam on its site, or null. */
export async function theoryExamOf(db: Db, siteId: number, certificationId: number): Promise<TheoryExam | null> {
  const exam = await findExam(db, siteId, RelationType.THEORY_EXAM, certificationId, ExamType.EXAM);
  return exam ? { id: exam.id, durationSeconds: exam.durationSeconds, passScore: exam.passScore, maxExamNums: exam.maxExamNums } : null;
}

/**
 * The learner's theory exam of the current cycle (attempts started at or after `since`); with no
 * cycle (`since` null: not enrolled) only the exam itself.
 */
export async function theoryCycleOf(db: Db, siteId: number, certificationId: number, userId: number, since: Date | null): Promise<TheoryCycle> {
  const exam = await theoryExamOf(db, siteId, certificationId);
  const attempts = exam && since ? await findCycleAttempts(db, userId, exam.id, since) : [];
  const passed = attempts.find((a) => a.result === ExamResultCode.PASS);
  const latest = attempts.find((a) => a.submittedAt !== null);
  return {
    exam,
    attempts: attempts.filter((a) => a.submittedAt !== null).length,
    passed: Boolean(passed),
    score: (passed ?? latest)?.score ?? null,
  };
}

/**
 * A new certification cycle (renewal, decision 0010): the learner's earlier attempts at the
 * certification's theory exam stop counting, so two fresh attempts are open. Runs in the caller's
 * transaction; the same step a reset after two failures takes in finalizePaper.
 */
export async function discardTheoryAttempts(tx: Db, userId: number, certificationId: number): Promise<void> {
  const theory = await findExamsOfRelation(tx, RelationType.THEORY_EXAM, certificationId);
  for (const exam of theory) await uncountPapers(tx, userId, exam.id);
}
