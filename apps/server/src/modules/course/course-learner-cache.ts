import type { FastifyInstance } from 'fastify';
import { findLearnerCourseRows, type LearnerCourseRows } from './course-learner.service';
import type { PublicCourse } from './course.service';

/** A learner's rows of one course with the answer they make with the public part they were read against. */
type LearnerDetail = { rows: LearnerCourseRows; pub: PublicCourse; bytes: Buffer };

/**
 * Bounds of the learner details one node keeps: an exam day's class of 10,000, each on a course
 * page or two, fits; an answer with its rows is 2 to 10 KB, so the byte bound is what usually holds.
 */
const MAX_ENTRIES = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** The rows and the entry beside the answer's bytes (a rough count; the bound is about magnitude). */
const ROWS_BYTES = 256;
const PROGRESS_BYTES = 96;

/**
 * A signed-in learner's course detail as JSON bytes, kept per learner and course (decision 0036):
 * at most 5 s (LEARNER_CACHE_MS), evicted on this node by the learner's own write requests
 * (platform/learner-cache.ts), so a progress save or an enrolment shows on the next detail, and
 * staff decisions, payments and the sweeper within the 5 s. `answer` makes the bytes exactly as the
 * route's serialiser would (envelopeBytes), once per read rather than once per request.
 *
 * The key holds the course's certification: the rows' credits and enrolment are read towards it.
 * When the public part was reloaded since the rows were read (the reference TTL, 30 s), the answer
 * is made again from the kept rows and kept in their place: the public part is everyone's, the
 * rows are still the learner's latest within the TTL.
 */
export function learnerDetailCache(app: FastifyInstance, answer: (pub: PublicCourse, rows: LearnerCourseRows) => Buffer) {
  const cache = app.learnerCache<LearnerDetail>({
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    sizeOf: (v) => v.bytes.length + ROWS_BYTES + v.rows.progress.length * PROGRESS_BYTES,
  });
  return async (userId: number, pub: PublicCourse): Promise<Buffer> => {
    const { id, certificationId } = pub.course;
    const kept = await cache.get(userId, `${id}|${certificationId}`, async () => {
      const rows = await findLearnerCourseRows(app.db, userId, id, certificationId);
      return { rows, pub, bytes: answer(pub, rows) };
    });
    if (kept.pub !== pub) {
      kept.bytes = answer(pub, kept.rows);
      kept.pub = pub;
    }
    return kept.bytes;
  };
}
