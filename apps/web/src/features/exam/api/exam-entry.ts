import type { ExamEntry } from '@credo/contracts/exam';
import { queryOptions } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import type { ExamTarget } from '../model/exam-url';

/**
 * POST /certification/exam/entry (cert §3 "Exam entry", §4 "Exam flow"): whether the learner may take
 * the exam; '0' comes with the reason for the not-qualified dialog. A visitor's 401 sends the
 * browser to sign in with this page as target (shared client).
 */
export const getExamEntry = async (target: ExamTarget): Promise<ExamEntry> => orThrow(await api.post<ExamEntry>('/certification/exam/entry', { ...target }));

export const examEntryQueryOptions = (siteId: number, languageId: number, target: ExamTarget) =>
  queryOptions({
    queryKey: ['examEntry', siteId, languageId, target.relationType, target.relationId, target.courseType] as const,
    queryFn: () => getExamEntry(target),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
