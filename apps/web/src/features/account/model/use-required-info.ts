import { REQUIRED_INFO_FIELDS, type RequiredInfoField, type RequiredInfoFlags } from '@credo/contracts/user';
import { useMemo } from 'react';
import { useSiteRegions } from '../api/list-regions';
import { useSupplementInfo } from '../api/query-supplement-info';

export type RequiredInfo = {
  /** Fields flagged '1' by the config: shown in the info dialog. */
  flagged: RequiredInfoField[];
  /** The flags that apply: none when the country's region is exempt (regionInfoRelIdList). */
  required: Partial<RequiredInfoFlags>;
  ready: boolean;
};

/**
 * The required-information config for a user in `countryCode` (sections 3 and 5): the config of
 * the site's region for that country when it has one, else the site's own; '1' = required and
 * shown; a region listed in regionInfoRelIdList requires nothing.
 */
export const useRequiredInfo = (countryCode: string | undefined): RequiredInfo => {
  const regions = useSiteRegions();
  const code = countryCode?.toUpperCase();
  const region = code ? regions.data?.find((r) => r.type === 0 && r.regionCode.toUpperCase() === code) : undefined;
  const config = useSupplementInfo(region?.id, !code || !regions.isPending);
  const data = config.data;

  return useMemo(() => {
    const flagged = REQUIRED_INFO_FIELDS.filter((field) => data?.[field] === '1');
    const exempt = region !== undefined && (data?.regionInfoRelIdList ?? []).includes(region.id);
    const required = exempt ? {} : Object.fromEntries(flagged.map((field) => [field, '1' as const]));
    return { flagged, required, ready: data !== undefined };
  }, [data, region]);
};
