import type { ExamResult } from '@credo/contracts/exam';
import { queryOptions } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import type { ExamTarget } from '../model/exam-url';

/**
 * POST /certification/exam/getExamResult (cert §3 "Exam result"), re-queried after a submit (cert §4).
 * With `examRecordsId` the result of that attempt (the one just submitted, whose analysis the page
 * shows too), without it the latest finished attempt (issue 14).
 */
export const getExamResult = async (target: ExamTarget, examRecordsId?: number): Promise<ExamResult> =>
  orThrow(await api.post<ExamResult>('/certification/exam/getExamResult', examRecordsId ? { ...target, examRecordsId } : { ...target }));

export const examResultQueryOptions = (siteId: number, languageId: number, target: ExamTarget, examRecordsId?: number) =>
  queryOptions({
    queryKey: ['examResult', siteId, languageId, target.relationType, target.relationId, examRecordsId ?? 'latest'] as const,
    queryFn: () => getExamResult(target, examRecordsId),
    // Asked anew on every visit: a retake elsewhere (another tab) makes a new latest attempt.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
