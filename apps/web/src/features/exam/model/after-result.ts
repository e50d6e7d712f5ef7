import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of the cached queries a recorded exam result changes: a passed quiz completes the
 * course and grants its credits, a theory result adds an attempt, and two failed theory exams
 * reset the certification (enrolment, credits, course progress). The keys are the certification
 * and course features' own (`learnerDetailKey`, `certificationCoursesKey`, `courseDetailKey`),
 * named here because features do not import each other.
 */
export const QUERY_ROOTS_CHANGED_BY_RESULT: readonly string[] = ['certificationLearnerDetail', 'certificationCourses', 'courseDetail'];

/**
 * Marks those queries stale once the server has recorded the attempt, so going back to the course
 * or the certification (a client-side navigation, within the 5-minute staleTime) shows the new
 * state instead of the one from before the exam.
 */
export const invalidateAfterResult = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ predicate: (query) => QUERY_ROOTS_CHANGED_BY_RESULT.includes(String(query.queryKey[0])) });
