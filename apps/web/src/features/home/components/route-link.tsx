import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';

type RouteLinkProps = { to: string; className?: string; children: ReactNode };

/**
 * A link to one of our spec routes (/news, /course/detail/{id}?courseType=…) on the current site:
 * the router's basename keeps the site prefix (/ar, /eu) and useVariantPath the /mobile twin.
 * AppLink is for links that come from content, whose site and host are unknown.
 */
export const RouteLink = ({ to, className, children }: RouteLinkProps) => {
  const variantPath = useVariantPath();
  return (
    <Link to={variantPath(to)} className={className}>
      {children}
    </Link>
  );
};
