import type { ClassroomCard } from '@credo/contracts/classroom-booking';

/**
 * Where a list row leads: a classroom to its detail page, a practical-exam session (the training
 * type "practical only" lists them too) to the practical exam's detail page. Ids are per type, so
 * the React key carries the type as well.
 */
export const sessionPath = (s: Pick<ClassroomCard, 'id' | 'sessionType'>): string =>
  s.sessionType === 'practicalExam' ? `/practical-exam/detail/${s.id}` : `/classroom/detail/${s.id}`;

export const sessionKey = (s: Pick<ClassroomCard, 'id' | 'sessionType'>): string => `${s.sessionType}-${s.id}`;
