import type { SearchCertification, SearchCourse, SearchFaq, SearchNews } from '@credo/contracts/search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { AppLink } from '@/shared/ui/app-link';
import { CourseIcon, NewspaperIcon, QuestionBubbleIcon, RosetteIcon } from '@/shared/ui/content-icons';
import { Highlight } from '@/shared/ui/highlight';
import { levelName } from '@/shared/lib/level-name';
import { courseHref, faqHref } from '../model/search-keyword';
import styles from './search-results.module.css';

type RowProps = {
  href: string;
  media: ReactNode;
  meta: ReactNode;
  title: string;
  snippet: string;
  keyword: string;
};

/** One result: thumbnail or icon, a meta line, the title and the snippet, the keyword marked in both. */
const ResultRow = ({ href, media, meta, title, snippet, keyword }: RowProps) => (
  <li>
    <AppLink href={href} className={styles.row}>
      <span className={styles.media}>{media}</span>
      <span className={styles.text}>
        <span className={styles.meta}>{meta}</span>
        <span className={styles.title}>
          <Highlight text={title} keyword={keyword} />
        </span>
        {snippet && (
          <span className={styles.snippet}>
            <Highlight text={snippet} keyword={keyword} />
          </span>
        )}
      </span>
    </AppLink>
  </li>
);

const Cover = ({ url, fallback }: { url: string | null; fallback: ReactNode }) =>
  url ? <img className={styles.cover} src={url} alt="" loading="lazy" /> : <span className={styles.glyph}>{fallback}</span>;

export const CertificationResult = ({ item, keyword }: { item: SearchCertification; keyword: string }) => {
  const { t } = useTranslation();
  return (
    <ResultRow
      href={`/certification/detail/${item.id}`}
      media={<Cover url={item.coverUrl} fallback={<RosetteIcon />} />}
      meta={<span className={styles.tag}>{levelName(t, item.level)}</span>}
      title={item.name}
      snippet={item.snippet}
      keyword={keyword}
    />
  );
};

export const CourseResult = ({ item, keyword }: { item: SearchCourse; keyword: string }) => {
  const { t } = useTranslation();
  return (
    <ResultRow
      href={courseHref(item.id, item.courseType, item.videoType)}
      media={<Cover url={item.coverUrl} fallback={<CourseIcon />} />}
      meta={
        <>
          <span className={`${styles.tag} ${item.courseType === 1 ? styles.tagVideo : ''}`}>{t(item.courseType === 1 ? 'search.video' : 'search.course')}</span>
          {item.credits > 0 && <span>{t('search.credits', { count: item.credits })}</span>}
          {item.certificationName && <span className={styles.metaClip}>{item.certificationName}</span>}
        </>
      }
      title={item.name}
      snippet={item.snippet}
      keyword={keyword}
    />
  );
};

export const NewsResult = ({ item, keyword }: { item: SearchNews; keyword: string }) => {
  const { i18n } = useTranslation();
  return (
    <ResultRow
      href={`/news/detail/${item.id}`}
      media={<Cover url={item.coverUrl} fallback={<NewspaperIcon />} />}
      meta={<time dateTime={item.publishedAt}>{formatDate(item.publishedAt, i18n.language)}</time>}
      title={item.title}
      snippet={item.snippet}
      keyword={keyword}
    />
  );
};

export const FaqResult = ({ item, keyword }: { item: SearchFaq; keyword: string }) => {
  const { t } = useTranslation();
  return (
    <ResultRow
      href={faqHref(keyword, item.id)}
      media={<span className={styles.glyph}>{<QuestionBubbleIcon />}</span>}
      meta={<span className={styles.tag}>{t('search.groups.faqs')}</span>}
      title={item.question}
      snippet={item.snippet}
      keyword={keyword}
    />
  );
};
