import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyAnswers, surveyQuestions, surveys } from '../../db/schema/index';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;

export async function findSurvey(db: Db, id: number): Promise<SurveyRow | null> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row ?? null;
}

export function questionsOf(db: Db, surveyId: number): Promise<SurveyQuestionRow[]> {
  return db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id));
}

export async function hasAnswered(db: Db, surveyId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: surveyAnswers.id })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.surveyId, surveyId), eq(surveyAnswers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** One submission per learner and survey: the unique index decides a race; false when one existed. */
export async function insertAnswer(db: Db, values: typeof surveyAnswers.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(surveyAnswers)
    .values(values)
    .onConflictDoNothing({ target: [surveyAnswers.surveyId, surveyAnswers.userId] })
    .returning({ id: surveyAnswers.id });
  return rows.length > 0;
}

/** Surveys about any of these relations (course ids of type 0, classroom ids of type 1). */
export function surveysAbout(db: Db, relationType: number, relationIds: number[]): Promise<SurveyRow[]> {
  if (relationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(surveys)
    .where(and(eq(surveys.relationType, relationType), inArray(surveys.relationId, relationIds)))
    .orderBy(asc(surveys.id));
}

export async function answeredSurveyIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ surveyId: surveyAnswers.surveyId }).from(surveyAnswers).where(eq(surveyAnswers.userId, userId));
  return new Set(rows.map((r) => r.surveyId));
}

/** The learner's answers with the survey's name and questions' text, for the data export. */
export async function answersOfLearner(db: Db, userId: number) {
  const rows = await db
    .select({ answer: surveyAnswers, surveyName: surveys.surveyName })
    .from(surveyAnswers)
    .innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId))
    .where(eq(surveyAnswers.userId, userId))
    .orderBy(asc(surveyAnswers.id));
  return rows.map((r) => ({ ...r.answer, surveyName: r.surveyName }));
}
