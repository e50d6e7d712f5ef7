import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examPaperQuestions, examPapers, exams } from '../../db/schema/index';

/** The learner's own exam attempts, newest first, with the exam's name, pass mark and view flags (issue 18). */
export function examAttemptsOfLearner(db: Db, userId: number) {
  return db
    .select({
      paperId: examPapers.id,
      examId: exams.id,
      examName: exams.name,
      relationType: exams.relationType,
      relationId: exams.relationId,
      examType: exams.examType,
      passScore: exams.passScore,
      totalPoints: exams.totalPoints,
      viewAnswerDetails: exams.viewAnswerDetails,
      startedAt: examPapers.startedAt,
      deadlineAt: examPapers.deadlineAt,
      submittedAt: examPapers.submittedAt,
      submittedBy: examPapers.submittedBy,
      score: examPapers.score,
      result: examPapers.result,
      counted: examPapers.counted,
    })
    .from(examPapers)
    .innerJoin(exams, eq(exams.id, examPapers.examId))
    .where(eq(examPapers.userId, userId))
    .orderBy(desc(examPapers.startedAt), desc(examPapers.id));
}
export type LearnerExamAttempt = Awaited<ReturnType<typeof examAttemptsOfLearner>>[number];

/** The learner's attempts with the answers they gave (their own data; the correct answers stay the exam's). */
export async function examExportOf(db: Db, userId: number) {
  const attempts = await examAttemptsOfLearner(db, userId);
  const ids = attempts.map((a) => a.paperId);
  const answers =
    ids.length === 0
      ? []
      : await db
          .select({
            paperId: examPaperQuestions.paperId,
            sort: examPaperQuestions.sort,
            content: examPaperQuestions.content,
            userAnswer: examPaperQuestions.userAnswer,
          })
          .from(examPaperQuestions)
          .where(inArray(examPaperQuestions.paperId, ids))
          .orderBy(asc(examPaperQuestions.paperId), asc(examPaperQuestions.sort));
  return attempts.map((a) => ({ ...a, answers: answers.filter((q) => q.paperId === a.paperId).map(({ paperId: _p, ...q }) => q) }));
}
