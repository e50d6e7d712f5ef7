import type { Banner } from '@credo/contracts/site';
import type { TrainerCard, TrainerPage } from '@credo/contracts/trainer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * The trainer pages' calls (cert §7: trainer page list and banner list). A transport failure
 * throws, so the page shows an error with a retry instead of an empty team; an id of another site
 * answers 404, which the shared client turns into the not-found page (cert §8).
 */
export const getTrainerPage = async (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<TrainerPage> =>
  orThrow(await api.post<TrainerPage>('/certification/trainer/page', { pageNum, pageSize }, { signal }));

export const getTrainerDetail = async (id: number, signal?: AbortSignal): Promise<TrainerCard> =>
  orThrow(await api.get<TrainerCard>('/certification/trainer/detail', { id }, { signal }));

export const getTrainerBanners = async (signal?: AbortSignal): Promise<Banner[]> =>
  orThrow(await api.get<Banner[]>('/certification/trainer/banner', undefined, { silent: true, signal }));

export const useTrainerPage = (pageNum: number, pageSize: number) => {
  const { siteInfo, languageId } = useSite();
  return useQuery(
    queryOptions({
      queryKey: ['trainerPage', siteInfo.siteId, languageId, pageNum, pageSize],
      queryFn: ({ signal }) => getTrainerPage(pageNum, pageSize, signal),
      // The previous page stays on screen (dimmed) while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
};

export const useTrainerDetail = (id: number | null) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({
    queryKey: ['trainerDetail', siteInfo.siteId, languageId, id],
    queryFn: ({ signal }) => getTrainerDetail(id!, signal),
    enabled: id !== null,
  });
};

/** The banner is decoration: a failure leaves the page's own heading band. */
export const useTrainerBanners = () => {
  const { siteInfo, languageId } = useSite();
  return useQuery({
    queryKey: ['trainerBanners', siteInfo.siteId, languageId],
    queryFn: ({ signal }) => getTrainerBanners(signal).catch(() => []),
  });
};
