import type { Db } from '../../db/client';
import { findPracticalExamSessionRow } from './practical-exam-showcase.repo';

/** A practical-exam session's name, time and place by id (an invitation of relation type 2 shows it), or null. */
export const practicalExamSessionOf = (db: Db, practicalExamId: number) => findPracticalExamSessionRow(db, practicalExamId);
