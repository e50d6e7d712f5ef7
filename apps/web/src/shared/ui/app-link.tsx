import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classifyLink } from '@/shared/lib/links';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';

/** Tells AppLink which paths the router serves; the app provides its route table. */
export const RouteMatcherContext = createContext<(path: string) => boolean>(() => false);

type AppLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * A link from content (footer, banners): our routes navigate in the app, the same host loads in
 * the same tab, other hosts open in a new tab with rel=noopener (spec section 2, footer).
 */
export const AppLink = ({ href, className, children, ...aria }: AppLinkProps) => {
  const { t } = useTranslation();
  const { sitePrefix, siteInfo } = useSite();
  const mobile = useMobileVariant();
  const isRoute = useContext(RouteMatcherContext);
  const target = classifyLink(href, { origin: window.location.origin, sitePrefix, mobile, isRoute, knownPrefixes: siteInfo.sitePrefixes });
  switch (target.kind) {
    case 'route':
      return (
        <Link to={target.to} className={className} {...aria}>
          {children}
        </Link>
      );
    case 'same-tab':
      return (
        <a href={target.href} className={className} {...aria}>
          {children}
        </a>
      );
    case 'new-tab':
      return (
        <a href={target.href} className={className} target="_blank" rel="noopener" title={t('common.opensInNewTab')} {...aria}>
          {children}
        </a>
      );
    default:
      return <span className={className}>{children}</span>;
  }
};
