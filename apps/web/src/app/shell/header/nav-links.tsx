import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { AppLink } from '@/shared/ui/app-link';
import type { NavItem } from './nav-model';

/** The text of a menu link: our label, or the title the server gave. */
export const useItemLabel = () => {
  const { t } = useTranslation();
  return (item: NavItem): string => (item.labelKey ? t(item.labelKey) : (item.title ?? ''));
};

/**
 * A menu link: our own routes (hub pages) navigate in the app and keep /mobile; links the server
 * gives (the non-certification menu) go through AppLink, which decides between app, same tab and
 * new tab. `onNavigate` closes the panel the link sits in.
 */
export const NavItemLink = ({ item, className, onNavigate, children }: { item: NavItem; className?: string; onNavigate: () => void; children: ReactNode }) => {
  const variantPath = useVariantPath();
  if (item.labelKey) {
    return (
      <Link to={variantPath(item.to)} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    // display: contents keeps the wrapper out of the layout; it only hears the click.
    <span onClickCapture={onNavigate} style={{ display: 'contents' }}>
      <AppLink href={item.to} className={className}>
        {children}
      </AppLink>
    </span>
  );
};
