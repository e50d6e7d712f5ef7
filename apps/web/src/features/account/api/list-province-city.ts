import type { ProvinceCity } from '@credo/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOr } from '@/shared/api/api-client';

/**
 * GET /certification/provinceCity/getListForSupplement: the provinces of a country, or the
 * cities of one province (parentId); empty on failure.
 */
export const listProvinceCity = async (countryCode: string, parentId: number | undefined, signal?: AbortSignal) =>
  dataOr(await api.get<ProvinceCity[]>('/certification/provinceCity/getListForSupplement', { countryCode, parentId }, { signal }), []);

export const provinceCityQueryOptions = (countryCode: string, parentId: number | undefined) =>
  queryOptions({
    queryKey: ['provinceCity', countryCode, parentId ?? null],
    queryFn: ({ signal }) => listProvinceCity(countryCode, parentId, signal),
    staleTime: Infinity,
  });

/** Provinces of `countryCode` (no parentId) or cities of province `parentId`; idle without a country. */
export const useProvinceCity = (countryCode: string | undefined, parentId?: number, enabled = true) =>
  useQuery({
    ...provinceCityQueryOptions(countryCode ?? '', parentId),
    enabled: Boolean(countryCode) && enabled,
  });
