import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, chapterProgress, chapters, courseEvaluations, creditGrants, registrations, releaseCourses, videos } from '../../db/schema/index';

/** A published release course of the site with what the learning rules need. */
export async function findLearningCourse(db: Db, siteId: number, id: number, now: Date) {
  const [row] = await db
    .select({
      id: releaseCourses.id,
      courseType: releaseCourses.courseType,
      credits: releaseCourses.credits,
      hasQuiz: releaseCourses.hasQuiz,
      certificationId: releaseCourses.certificationId,
      certificationKind: certifications.kind,
    })
    .from(releaseCourses)
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .where(and(eq(releaseCourses.id, id), eq(releaseCourses.siteId, siteId), lte(releaseCourses.publishedAt, now)))
    .limit(1);
  return row ?? null;
}
export type LearningCourse = NonNullable<Awaited<ReturnType<typeof findLearningCourse>>>;

/** The course's chapters in order, with the stored video of each (storage key stays on the server). */
export function findCourseChapters(db: Db, releaseCourseId: number) {
  return db
    .select({
      id: chapters.id,
      isFreePreview: chapters.isFreePreview,
      videoId: chapters.videoId,
      durationSeconds: videos.durationSeconds,
      storageKey: videos.storageKey,
      mimeType: videos.mimeType,
    })
    .from(chapters)
    .leftJoin(videos, eq(videos.id, chapters.videoId))
    .where(eq(chapters.releaseCourseId, releaseCourseId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
}
export type CourseChapterRow = Awaited<ReturnType<typeof findCourseChapters>>[number];

export async function findRegistration(db: Db, userId: number, relationId: number, forUpdate = false) {
  const q = db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.relationId, relationId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * findRegistration's read (status and learning process only) as a subquery of a caller's
 * statement, aliased `registration`: at most one row, none when the learner is not registered.
 */
export function registrationSubquery(db: Db, userId: SQL | number, relationId: SQL | number) {
  return db
    .select({ status: registrations.status, learningProcess: registrations.learningProcess })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.relationId, relationId)))
    .limit(1)
    .as('registration');
}

export function setLearningProcess(db: Db, registrationId: number, learningProcess: number) {
  return db.update(registrations).set({ learningProcess }).where(eq(registrations.id, registrationId));
}

/**
 * The registrations of many learners in many courses, one statement: every registration of these
 * users in these courses (the caller picks the pairs it asked for; a batch's courses are few).
 */
export function findRegistrationsOf(db: Db, userIds: number[], relationIds: number[]) {
  if (userIds.length === 0 || relationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: registrations.id, userId: registrations.userId, relationId: registrations.relationId, learningProcess: registrations.learningProcess })
    .from(registrations)
    .where(and(inArray(registrations.userId, userIds), inArray(registrations.relationId, relationIds)));
}

/** One learning process for many registrations, one statement. */
export async function setLearningProcessOf(db: Db, registrationIds: number[], learningProcess: number) {
  if (registrationIds.length === 0) return;
  await db.update(registrations).set({ learningProcess }).where(inArray(registrations.id, registrationIds));
}

/** Every chapter progress row of a learner in one course, most recently played first. */
export function findCourseProgress(db: Db, userId: number, releaseCourseId: number) {
  return db
    .select()
    .from(chapterProgress)
    .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.releaseCourseId, releaseCourseId)))
    .orderBy(desc(chapterProgress.updatedAt));
}
export type ProgressRow = typeof chapterProgress.$inferSelect;

export function upsertProgress(db: Db, row: typeof chapterProgress.$inferInsert) {
  return db
    .insert(chapterProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [chapterProgress.userId, chapterProgress.chapterId],
      set: {
        position: row.position,
        watched: row.watched,
        watchedSeconds: row.watchedSeconds,
        anchorAt: row.anchorAt,
        completedAt: row.completedAt,
        updatedAt: row.updatedAt,
      },
    });
}

/**
 * Restarts the wall clock of a chapter at a playback grant, keeping what was watched; creates the
 * row at the first play. An anchor still in the future (grace borrowed by the last saves,
 * watch-progress.ts applySave) stays: asking for a new grant must not restore the allowance.
 */
export function anchorProgress(db: Db, row: typeof chapterProgress.$inferInsert) {
  return db
    .insert(chapterProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [chapterProgress.userId, chapterProgress.chapterId],
      set: { anchorAt: sql`greatest(${chapterProgress.anchorAt}, excluded.anchor_at)` },
    });
}

/** Grants the course's credits once: the primary key (user, course) decides a repeated completion. */
export async function grantCredits(db: Db, row: typeof creditGrants.$inferInsert) {
  const rows = await db.insert(creditGrants).values(row).onConflictDoNothing().returning({ credits: creditGrants.credits });
  return rows.length > 0;
}

/**
 * grantCredits for many (learner, course) pairs in one statement, in (user, course) order so two
 * such inserts over the same pairs wait for each other rather than deadlock: the primary key
 * decides, a pair already granted (or granted by a concurrent transaction first) is not answered.
 * Answers the pairs granted now, as "user:course".
 */
export async function grantCreditsMany(db: Db, rows: (typeof creditGrants.$inferInsert)[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sorted = [...rows].sort((a, b) => a.userId - b.userId || a.releaseCourseId - b.releaseCourseId);
  const granted = await db
    .insert(creditGrants)
    .values(sorted)
    .onConflictDoNothing()
    .returning({ userId: creditGrants.userId, releaseCourseId: creditGrants.releaseCourseId });
  return new Set(granted.map((g) => `${g.userId}:${g.releaseCourseId}`));
}

export async function findGrant(db: Db, userId: number, releaseCourseId: number) {
  const [row] = await db
    .select()
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, userId), eq(creditGrants.releaseCourseId, releaseCourseId)))
    .limit(1);
  return row ?? null;
}

export async function sumCertificationCredits(db: Db, userId: number, certificationId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditGrants.credits}), 0)::int` })
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, userId), eq(creditGrants.certificationId, certificationId)));
  return row?.total ?? 0;
}

export async function findVideo(db: Db, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}

export async function findEvaluation(db: Db, userId: number, releaseCourseId: number) {
  const [row] = await db
    .select()
    .from(courseEvaluations)
    .where(and(eq(courseEvaluations.userId, userId), eq(courseEvaluations.releaseCourseId, releaseCourseId)))
    .limit(1);
  return row ?? null;
}

/** One evaluation per learner and course: a second save edits it (the unique index decides). */
export async function upsertEvaluation(db: Db, row: { userId: number; releaseCourseId: number; score: number; content: string }, now: Date) {
  const [saved] = await db
    .insert(courseEvaluations)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [courseEvaluations.userId, courseEvaluations.releaseCourseId],
      set: { score: row.score, content: row.content, updatedAt: now },
    })
    .returning();
  return saved;
}
