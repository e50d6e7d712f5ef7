import type { ExamContent } from '@credo/contracts/exam';
import { queryOptions } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import type { ExamTarget } from '../model/exam-url';

export type LoadedContent = ExamContent & { receivedAt: number };

/**
 * POST /certification/exam/getContent (cert §3 "Exam info"): starts the attempt or resumes the open
 * one with its saved answers (checkedId) and the seconds left on the server's clock. 30000/30002
 * open the Tips dialog with their texts (shared client). `receivedAt` anchors the countdown.
 */
export const getExamContent = async (target: ExamTarget): Promise<LoadedContent> => {
  const content = orThrow(await api.post<ExamContent>('/certification/exam/getContent', { ...target }));
  return { ...content, receivedAt: Date.now() };
};

/** Loaded once per visit of the page: a refetch would restart the page's own answer state. */
export const examContentQueryOptions = (siteId: number, languageId: number, target: ExamTarget) =>
  queryOptions({
    queryKey: ['examContent', siteId, languageId, target.relationType, target.relationId, target.courseType] as const,
    queryFn: () => getExamContent(target),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
