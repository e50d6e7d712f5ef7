import { PATHS } from '@credo/contracts/constants';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { runAfterInfoSaved, takeInfoRedirect } from '@/shared/session/after-info-saved';
import { goTo } from '@/shared/session/sso-links';
import { useVariantPath } from '@/shared/site/use-mobile-variant';

/** The edit page, desktop or mobile twin (router paths are below the site prefix). */
export const isProfileEditPath = (pathname: string): boolean => /^(\/mobile)?\/my-learning\/edit\/?$/.test(pathname);

/**
 * The rest of "Info dialog after save" (section 4), once the user is saved and the cache holds
 * them: the pending actions (a micro enrolment …), then a stored redirect URL, else from the
 * edit page the way back to My Learning.
 */
export const useFinishInfoSaved = () => {
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const { pathname } = useLocation();
  return useCallback(async () => {
    await runAfterInfoSaved();
    const redirect = takeInfoRedirect();
    if (redirect) goTo(redirect);
    else if (isProfileEditPath(pathname)) void navigate(variantPath(PATHS.myLearning));
  }, [navigate, variantPath, pathname]);
};
