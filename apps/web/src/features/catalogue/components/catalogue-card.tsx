import type { CatalogueRow } from '@credo/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { releaseCourseHref } from '@/shared/lib/detail-links';
import { AppLink } from '@/shared/ui/app-link';
import { CourseIcon, ForwardArrowIcon } from '@/shared/ui/content-icons';
import { Highlight } from '@/shared/ui/highlight';
import styles from './catalogue-card.module.css';

/**
 * One course or video of a list: cover, what it belongs to, name and description with the
 * keyword marked; the whole card links to /course/detail/{id}?courseType=, or /topic/detail/{id}
 * for a topic (commerce §2).
 */
export const CatalogueCard = ({ row, keyword, first = false }: { row: CatalogueRow; keyword: string; first?: boolean }) => {
  const { t } = useTranslation();
  const video = row.courseType === 1;
  // Rows of every language share one list: each text takes its own direction (dir="auto").
  const tags = video
    ? [t(`catalogue.videoTypes.${row.videoType}`), row.productLineName]
    : [t(row.requirement === 1 ? 'catalogue.compulsory' : 'catalogue.elective'), row.versionLabel];
  return (
    <li className={styles.card}>
      <AppLink href={releaseCourseHref(row)} className={styles.link}>
        <span className={styles.media}>
          {row.coverUrl ? (
            <img className={styles.cover} src={row.coverUrl} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />
          ) : (
            <CourseIcon size={40} className={styles.placeholder} />
          )}
          <span className={styles.kind}>{t(video ? 'catalogue.video' : 'catalogue.course')}</span>
        </span>
        <span className={styles.body}>
          {!video && row.certificationName && (
            <span className={styles.overline} dir="auto">
              {row.certificationName}
            </span>
          )}
          <span className={styles.title} dir="auto">
            <Highlight text={row.name} keyword={keyword} />
          </span>
          {row.description && (
            <span className={styles.description} dir="auto">
              <Highlight text={row.description} keyword={keyword} />
            </span>
          )}
          <span className={styles.tags}>
            {tags.filter(Boolean).map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))}
            <span className={styles.tag}>{row.languageComplete}</span>
            {!video && row.credits > 0 && <span className={styles.credits}>{t('catalogue.credits', { count: row.credits })}</span>}
          </span>
          <span className={styles.more} aria-hidden>
            {t(video ? 'catalogue.watch' : 'catalogue.view')}
            <ForwardArrowIcon size={15} className={styles.arrow} />
          </span>
        </span>
      </AppLink>
    </li>
  );
};
