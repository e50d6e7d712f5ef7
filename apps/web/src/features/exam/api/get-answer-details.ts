import type { ExamAnswerDetails } from '@credo/contracts/exam';
import { queryOptions } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';

/**
 * POST /certification/exam/getExamAnswerDetails {examRecordsId} (cert §3, §6): the wrongly answered
 * questions of a submitted attempt, with correct answers and analysis as the exam's flags allow.
 */
export const getAnswerDetails = async (examRecordsId: number): Promise<ExamAnswerDetails> =>
  orThrow(await api.post<ExamAnswerDetails>('/certification/exam/getExamAnswerDetails', { examRecordsId }));

export const answerDetailsQueryOptions = (siteId: number, languageId: number, examRecordsId: number) =>
  queryOptions({
    queryKey: ['examAnswerDetails', siteId, languageId, examRecordsId] as const,
    queryFn: () => getAnswerDetails(examRecordsId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
