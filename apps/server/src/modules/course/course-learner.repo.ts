import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The signed-in learner's own rows behind a course detail, read in one query. */
export type LearnerCourseRows = {
  /** null without a registration. */
  registration: { status: number; learningProcess: number; emailNotificationStatus: number } | null;
  /** The learner's chapter progress in the course, most recently played first. */
  progress: { chapterId: number; position: number; watchedSeconds: number; completedAt: Date | null }[];
  /** Credits the course granted the learner; 0 without a grant. */
  grantedCredits: number;
  /** Sum of the learner's granted credits towards the certification; 0 without one. */
  certificationCredits: number;
  /** An approved enrolment in the certification (pending, rejected or reset do not count); false without one. */
  certificationEnrolled: boolean;
};

type Row = {
  status: number | null;
  learningProcess: number | null;
  emailNotificationStatus: number | null;
  progress: { chapterId: number; position: number; watchedSeconds: number; completedAt: string | null }[];
  grantedCredits: number | null;
  certificationCredits: number;
  certificationEnrolled: boolean;
};

/**
 * Everything a course detail shows of one learner, in one statement: the registration, the chapter
 * progress (as a JSON array, most recently played first, without the watched-seconds bitmap), the
 * course's credit grant, the credits granted towards the certification and whether the learner
 * holds an approved enrolment in it. Each part is an indexed lookup (registrations and
 * certification_enrolments by their unique (user, …) index, chapter_progress by (user, course,
 * updated_at), credit_grants by its primary key and (user, certification)); the outer one-row
 * select answers a row even without a registration. On PGlite, which runs one statement at a time,
 * this is one round instead of five. A further column of the learner is one more subselect here.
 */
export async function findLearnerCourseRows(
  db: Db, userId: number, releaseCourseId: number, certificationId: number | null,
): Promise<LearnerCourseRows> {
  const result = await db.execute(sql`
    select
      r.status as "status",
      r.learning_process as "learningProcess",
      r.email_notification_status as "emailNotificationStatus",
      coalesce((
        select json_agg(json_build_object(
          'chapterId', p.chapter_id, 'position', p.position, 'watchedSeconds', p.watched_seconds, 'completedAt', p.completed_at
        ) order by p.updated_at desc)
        from chapter_progress p where p.user_id = ${userId} and p.release_course_id = ${releaseCourseId}
      ), '[]'::json) as "progress",
      (select g.credits from credit_grants g where g.user_id = ${userId} and g.release_course_id = ${releaseCourseId}) as "grantedCredits",
      (select coalesce(sum(g.credits), 0)::int from credit_grants g
        where g.user_id = ${userId} and g.certification_id = ${certificationId}::int) as "certificationCredits",
      exists(select 1 from certification_enrolments e
        where e.user_id = ${userId} and e.certification_id = ${certificationId}::int and e.state = 'approved') as "certificationEnrolled"
    from (select 1) as one
    left join registrations r on r.user_id = ${userId} and r.relation_id = ${releaseCourseId}
  `);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  return {
    registration: row.status === null
      ? null
      : { status: row.status, learningProcess: row.learningProcess!, emailNotificationStatus: row.emailNotificationStatus! },
    progress: row.progress.map((p) => ({ ...p, completedAt: p.completedAt === null ? null : new Date(p.completedAt) })),
    grantedCredits: row.grantedCredits ?? 0,
    certificationCredits: row.certificationCredits,
    certificationEnrolled: row.certificationEnrolled,
  };
}
