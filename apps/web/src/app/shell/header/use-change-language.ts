import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { updateLanguageId } from '@/features/account/api/update-language';
import { buildPath, parseLocation } from '@/shared/lib/location';
import { writeLanguageCookie } from '@/shared/site/language-cookie';
import { useSiteActions } from '@/shared/site/site-actions';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { useCurrentUser, useUpdateCurrentUser } from '@/shared/user/use-current-user';
import { detailTargetAfterLanguageChange } from './detail-language-switch';

export type LanguagePick = { languageId: number; countryCode?: string };

/**
 * A choice in the language selector (cert §4 "Language change"): a signed-in user's language is
 * stored first and the change goes on only when that answers 200; the cookie remembers it for a
 * year. On a detail page the related certification in the new language is looked up (cert §2).
 * Desktop switches in place; mobile reloads at the site root (or the related detail page).
 */
export const useChangeLanguage = (onDone?: () => void) => {
  const { languageId: currentId, languageCountryCode, sitePrefix } = useSite();
  const { switchLanguage } = useSiteActions();
  const { user } = useCurrentUser();
  const updateCurrentUser = useUpdateCurrentUser();
  const mobile = useMobileVariant();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useMutation({
    mutationFn: async ({ languageId, countryCode }: LanguagePick) => {
      if (languageId === currentId) {
        // Same language (perhaps another country): nothing to store or reload; the cookie records the choice.
        await switchLanguage(languageId, countryCode ?? languageCountryCode);
        onDone?.();
        return;
      }
      if (user) {
        const stored = await updateLanguageId(languageId);
        if (!stored.ok) return;
        updateCurrentUser({ languageId });
      }
      const path = parseLocation(pathname, []).path;
      const target = await detailTargetAfterLanguageChange(path, languageId, countryCode);
      if (mobile) {
        writeLanguageCookie(languageId);
        window.location.assign(buildPath({ sitePrefix, mobile: true, path: target ?? '/' }));
        return;
      }
      await switchLanguage(languageId, countryCode);
      onDone?.();
      if (target) void navigate(target);
    },
  });
};
