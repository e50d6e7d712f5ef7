// A course quiz's start in one statement when the node knows the exam (issue 19, decision 0042).
//
// A start read its facts (course, exam, open attempt, exercise, registration: exam_course_start)
// and then wrote the paper (exam_open_paper): two round trips, each a statement, a transaction
// and a wake-up of the server and of a PostgreSQL backend. On an exam day every learner of a class
// starts the same exam, so after the first start the node knows what the read would find about the
// exam itself (its id, bank version, question count and duration); only the learner's part differs.
// The node draws the paper from the cached bank first and sends one statement that writes it only
// if the read would have allowed it (exam-start-known.repo.ts). When it writes nothing (not
// qualified, an open attempt to resume, an exam or bank that changed, a concurrent start that won),
// getContent reads and decides exactly as before: that path alone answers anything but a new paper.
import { ExamType, RelationType } from '@credo/contracts/enums-learning';
import type { ExamContent } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { bankCacheOf } from './bank-cache';
import { contentOf, hisQuestionOf } from './exam-content';
import { openKnownPaper, type KnownExam } from './exam-start-known.repo';
import type { ExamRow } from './exam.repo';
import { drawPaper } from './paper';

type StartQuery = { relationId: number; relationType: number; examType?: number };

/** Courses' exams a node keeps (most recently started last); a miss costs the two statements as before. */
const MAX_KNOWN = 256;
const knownOf = new WeakMap<Db, Map<string, KnownExam>>();

const keyOf = (siteId: number, q: StartQuery, examType: number) => `${siteId}:${q.relationType}:${q.relationId}:${examType}`;
/** The one-statement start is for a course's quiz or topic exam; an exercise (other rules) and a theory exam read first. */
const examTypeFor = (q: StartQuery) => {
  const examType = q.examType ?? ExamType.EXAM;
  const course = q.relationType === RelationType.QUIZ || q.relationType === RelationType.TOPIC;
  return course && examType !== ExamType.EXERCISE ? examType : null;
};

/** Remembers the exam a start read (getContent's reads), for the next start of the same course's exam on this node. */
export function rememberStart(db: Db, ctx: { siteId: number }, q: StartQuery, exam: ExamRow) {
  const examType = examTypeFor(q);
  if (examType === null) return;
  let known = knownOf.get(db);
  if (!known) knownOf.set(db, (known = new Map()));
  const key = keyOf(ctx.siteId, q, examType);
  known.delete(key);
  known.set(key, { examId: exam.id, bankVersion: exam.bankVersion, questionCount: exam.questionCount, durationSeconds: exam.durationSeconds });
  if (known.size > MAX_KNOWN) known.delete(known.keys().next().value!);
}

/**
 * A new attempt in one statement, or null when the node does not know the exam or the statement
 * wrote nothing (the caller's reads then decide). The paper is drawn from the bank of the known
 * version; the statement writes it only if the exam row still has that version, question count and
 * duration, so the paper and deadline are what the slow path would have made.
 */
export async function startKnown(db: Db, ctx: { siteId: number }, userId: number, q: StartQuery, now: Date): Promise<ExamContent | null> {
  const examType = examTypeFor(q);
  const known = examType === null ? undefined : knownOf.get(db)?.get(keyOf(ctx.siteId, q, examType));
  if (examType === null || !known) return null;
  const bank = await bankCacheOf(db).bankOf(known.examId, known.bankVersion);
  if (bank.length === 0) return null;
  const drawn = drawPaper(bank, known.questionCount);
  const deadlineAt = new Date(now.getTime() + known.durationSeconds * 1000);
  const opened = await openKnownPaper(
    db,
    { siteId: ctx.siteId, relationType: q.relationType, relationId: q.relationId, examType, userId, startedAt: now, deadlineAt },
    known,
    drawn,
  );
  if (!opened) return null;
  // Written from the draw itself, with the exam row as the statement read it.
  const questions = drawn.questions.map((d, i) => hisQuestionOf(opened.paperId, opened.questionIds[i], d, null));
  return contentOf(opened.exam, { id: opened.paperId, deadlineAt }, questions, now);
}
