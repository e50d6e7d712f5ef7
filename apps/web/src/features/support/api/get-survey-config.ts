import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** The evaluation survey of the floating button (cert §2, §7 "survey config"). */
export type SurveyConfig = { title: string; description: string; link: string; activeState: number };

export const INACTIVE_SURVEY: SurveyConfig = { title: '', description: '', link: '', activeState: 0 };

/** GET /certification/survey/config; a failed call is an inactive survey (no button). */
export const getSurveyConfig = async (signal?: AbortSignal): Promise<SurveyConfig> => {
  const result = await api.get<Partial<SurveyConfig> | null>('/certification/survey/config', {}, { silent: true, signal });
  if (!result.ok || !result.data) return INACTIVE_SURVEY;
  const { title, description, link, activeState } = result.data;
  return {
    title: typeof title === 'string' ? title : '',
    description: typeof description === 'string' ? description : '',
    link: typeof link === 'string' ? link : '',
    activeState: Number(activeState) === 1 ? 1 : 0,
  };
};

export const surveyConfigQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['surveyConfig', siteId, languageId],
    queryFn: ({ signal }) => getSurveyConfig(signal),
    staleTime: 5 * 60_000,
  });

export const useSurveyConfig = (enabled: boolean): SurveyConfig => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ ...surveyConfigQueryOptions(siteInfo.siteId, languageId), enabled }).data ?? INACTIVE_SURVEY;
};
