import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomEvaluations, classroomRegistrations, classroomWaitlist, classrooms, trainingSuggestions } from '../../db/schema/index';

const session = {
  classroomId: classrooms.id,
  title: classrooms.title,
  kind: classrooms.kind,
  startAt: classrooms.startAt,
  endAt: classrooms.endAt,
  city: classrooms.city,
  certificationId: classrooms.certificationId,
};

/** The learner's own classroom seats (with attendance) and waitlist places, newest session first (issue 18). */
export async function classroomSeatsOfLearner(db: Db, userId: number) {
  const [seats, waiting] = await Promise.all([
    db
      .select({
        id: classroomRegistrations.id,
        status: classroomRegistrations.status,
        attendance: classroomRegistrations.attendance,
        attendedAt: classroomRegistrations.attendedAt,
        via: classroomRegistrations.via,
        createdAt: classroomRegistrations.createdAt,
        cancelledAt: classroomRegistrations.cancelledAt,
        ...session,
      })
      .from(classroomRegistrations)
      .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
      .where(eq(classroomRegistrations.userId, userId))
      .orderBy(desc(classrooms.startAt), asc(classroomRegistrations.id)),
    db
      .select({ id: classroomWaitlist.id, status: classroomWaitlist.status, createdAt: classroomWaitlist.createdAt, ...session })
      .from(classroomWaitlist)
      .innerJoin(classrooms, eq(classrooms.id, classroomWaitlist.classroomId))
      .where(eq(classroomWaitlist.userId, userId))
      .orderBy(desc(classrooms.startAt), asc(classroomWaitlist.id)),
  ]);
  return { seats, waitlist: waiting };
}
export type LearnerClassroomSeats = Awaited<ReturnType<typeof classroomSeatsOfLearner>>;

/** Whether the learner held a seat in this classroom and it has ended (the post-classroom survey, issue 18). */
export async function attendedClassroomOf(
  db: Db,
  userId: number,
  classroomId: number,
  now: Date,
): Promise<{ title: string; certificationId: number | null } | null> {
  const { seats } = await classroomSeatsOfLearner(db, userId);
  const seat = seats.find((s) => s.classroomId === classroomId && s.status === 3 && s.attendance !== 2 && s.endAt.getTime() <= now.getTime());
  return seat ? { title: seat.title, certificationId: seat.certificationId } : null;
}

/** The learner's classroom ratings and training suggestions, for the data export (issue 18). */
export async function classroomExportOf(db: Db, userId: number) {
  const [evaluations, suggestions] = await Promise.all([
    db.select().from(classroomEvaluations).where(eq(classroomEvaluations.userId, userId)).orderBy(asc(classroomEvaluations.id)),
    db.select().from(trainingSuggestions).where(eq(trainingSuggestions.userId, userId)).orderBy(asc(trainingSuggestions.id)),
  ]);
  return { classroomEvaluations: evaluations, trainingSuggestions: suggestions };
}
