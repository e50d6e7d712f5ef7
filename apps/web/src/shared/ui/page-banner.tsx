import type { ReactNode } from 'react';
import type { TextLanguage } from '../site/text-language';
import { AppLink } from './app-link';
import styles from './page-banner.module.css';

/** `language`: the label's lang and dir when it is content in another language than the page's (a certification's name). */
export type Crumb = { label: string; href?: string; language?: TextLanguage };

type PageBannerProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Trail above the title; the last crumb is the current page (no link). */
  crumbs: Crumb[];
  /** Accessible name of the trail ("Breadcrumb" in the page's language). */
  crumbsLabel: string;
  /** A search or filter box under the title. */
  children?: ReactNode;
  /** Id of the h1, for aria-labelledby of the page. */
  titleId?: string;
};

/**
 * The banner title's place while the page loads; `label` is the translated "Loading".
 * `twoLinesOnPhone`: pages whose titles are long names (a course) reserve two lines on phones,
 * where such a title wraps, so the page does not move when it arrives.
 */
export const BannerTitleSkeleton = ({ label, twoLinesOnPhone = false }: { label: string; twoLinesOnPhone?: boolean }) => (
  <span className={`${styles.titleSkeleton} ${twoLinesOnPhone ? styles.twoLinesOnPhone : ''}`} aria-label={label} />
);

/**
 * The subtitle's place while the page loads: one line of the subtitle. With a BannerTitleSkeleton
 * on a page whose subtitle is content too (the course list's banner), so neither the fallback's
 * length nor the content's decides the banner's height before the content arrives.
 */
export const BannerSubtitleSkeleton = () => <span className={styles.subtitleSkeleton} />;

/**
 * The dark heading band of content pages (news, FAQ, search): breadcrumb, title, subtitle and an
 * optional box. Links go through AppLink, so /mobile and the site prefix stay.
 */
export const PageBanner = ({ title, subtitle, crumbs, crumbsLabel, children, titleId }: PageBannerProps) => (
  <header className={styles.banner}>
    <div className={styles.inner}>
      <nav aria-label={crumbsLabel}>
        <ol className={styles.crumbs}>
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`} className={styles.crumb}>
              {crumb.href && index < crumbs.length - 1 ? (
                <AppLink href={crumb.href} className={styles.crumbLink}>
                  {crumb.label}
                </AppLink>
              ) : (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} {...crumb.language}>
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children && <div className={styles.extra}>{children}</div>}
    </div>
  </header>
);
