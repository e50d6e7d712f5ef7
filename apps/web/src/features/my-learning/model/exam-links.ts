import type { ExamAttempt } from '@credo/contracts/my-learning';

/**
 * The analysis link of one attempt in the exams tab: the exam page of its relation, opened on
 * that very attempt (examRecordsId is the attempt's paper id, as in the exam calls), not the
 * latest one. Null where the flags give the attempt no analysis (viewAnswerDetails off, or the
 * attempt still open: the server's `analysis`).
 */
export const analysisPath = (a: Pick<ExamAttempt, 'paperId' | 'relationId' | 'relationType' | 'analysis'>): string | null =>
  a.analysis ? `/exam?relationId=${a.relationId}&relationType=${a.relationType}&courseType=0&examRecordsId=${a.paperId}` : null;
