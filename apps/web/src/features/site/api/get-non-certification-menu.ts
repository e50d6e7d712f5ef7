import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/api-client';

/** One entry of the header's non-certification group (educational video, workshop & seminar). */
export type NonCertificationMenuEntry = { title: string; linkUrl: string; key?: string };

type RawEntry = { title?: unknown; linkUrl?: unknown; url?: unknown; key?: unknown };

const toEntry = (raw: RawEntry): NonCertificationMenuEntry | null => {
  const title = typeof raw.title === 'string' ? raw.title.trim() : '';
  const link = typeof raw.linkUrl === 'string' ? raw.linkUrl : typeof raw.url === 'string' ? raw.url : '';
  if (!title || !link.trim()) return null;
  return { title, linkUrl: link.trim(), ...(typeof raw.key === 'string' ? { key: raw.key } : {}) };
};

/**
 * GET /certification/nonCertification/menu (non-certification menu by languageId). Silent, and
 * a failed call counts as "no non-certification menu": the header then shows the other variant.
 */
export const getNonCertificationMenu = async (signal?: AbortSignal): Promise<NonCertificationMenuEntry[]> => {
  const result = await api.get<RawEntry[]>('/certification/nonCertification/menu', {}, { silent: true, signal });
  if (!result.ok || !Array.isArray(result.data)) return [];
  return result.data.map(toEntry).filter((entry): entry is NonCertificationMenuEntry => entry !== null);
};

export const nonCertificationMenuQueryOptions = (siteId: number, languageId: number) =>
  queryOptions({
    queryKey: ['nonCertificationMenu', siteId, languageId],
    queryFn: ({ signal }) => getNonCertificationMenu(signal),
    staleTime: Infinity,
    retry: false,
  });
