import type { ExamResult } from '@credo/contracts/exam';
import { queryOptions } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import type { ExamTarget } from '../model/exam-url';

/** POST /certification/exam/getExamResult (cert §3 "Exam result"), re-queried after a submit (cert §4). */
export const getExamResult = async (target: ExamTarget): Promise<ExamResult> =>
  orThrow(await api.post<ExamResult>('/certification/exam/getExamResult', { ...target }));

export const examResultQueryOptions = (siteId: number, languageId: number, target: ExamTarget, examRecordsId: number) =>
  queryOptions({
    queryKey: ['examResult', siteId, languageId, target.relationType, target.relationId, examRecordsId] as const,
    queryFn: () => getExamResult(target),
    refetchOnWindowFocus: false,
  });
