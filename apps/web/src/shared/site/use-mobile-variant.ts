import { useLocation } from 'react-router';

/** Whether the current route is a /mobile twin (paths are below the site prefix here). */
export const isMobilePath = (pathname: string): boolean => /^\/mobile(\/|$)/.test(pathname);

export const useMobileVariant = (): boolean => isMobilePath(useLocation().pathname);

/** Path of `path` in the current variant: navigation keeps /mobile once on a mobile page (commerce §2). */
export const useVariantPath = (): ((path: string) => string) => {
  const mobile = useMobileVariant();
  return (path) => {
    if (!mobile) return path;
    return path === '/' ? '/mobile' : `/mobile${path}`;
  };
};
