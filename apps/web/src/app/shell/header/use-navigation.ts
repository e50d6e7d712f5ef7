import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { certificationTypesQueryOptions } from '@/features/site/api/list-certification-types';
import { nonCertificationMenuQueryOptions } from '@/features/site/api/get-non-certification-menu';
import { useSite } from '@/shared/site/site-context';
import { buildNavigation, type Navigation } from './nav-model';

/**
 * The header's menus for this visit: the tenant's programmes, and the non-certification menu
 * when the site flag asks for it (a failed call means "none", so the other variant shows).
 */
export const useNavigation = (): Navigation => {
  const { siteInfo, languageId, visitorCountry } = useSite();
  const types = useQuery(certificationTypesQueryOptions(siteInfo.siteId, languageId)).data;
  const menu = useQuery({ ...nonCertificationMenuQueryOptions(siteInfo.siteId, languageId), enabled: siteInfo.showNonCertiMenu }).data;
  return useMemo(
    () =>
      buildNavigation({
        tenantCode: siteInfo.tenant.code,
        isEU: siteInfo.isEU,
        showNonCertiMenu: siteInfo.showNonCertiMenu,
        types: types ?? [],
        nonCertificationMenu: menu ?? [],
        visitorCountry: visitorCountry?.countryCode ?? null,
      }),
    [siteInfo, types, menu, visitorCountry],
  );
};
