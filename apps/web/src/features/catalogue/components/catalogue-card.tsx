import type { CatalogueRow } from '@credo/contracts/catalogue';
import type { MouseEvent } from 'react';
import type { TextLanguage } from '@/shared/site/text-language';
import { CourseIcon, ForwardArrowIcon } from '@/shared/ui/content-icons';
import { Highlight } from '@/shared/ui/highlight';
import styles from './catalogue-card.module.css';

/** The card's fixed words, translated once per list rather than once per card (card-texts.ts). */
export type CardTexts = {
  course: string;
  video: string;
  compulsory: string;
  elective: string;
  view: string;
  watch: string;
  videoType: (type: number) => string;
  credits: (count: number) => string;
};

type CardProps = {
  row: CatalogueRow;
  /** The row's language when it is not the page's (textLanguageOf), for the row's own texts. */
  language: TextLanguage;
  keyword: string;
  texts: CardTexts;
  /** Where the card leads, with the site prefix (the anchor's href), and its in-app click (card-link.ts). */
  href: string;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  first?: boolean;
};

/**
 * One course or video of a list: cover, what it belongs to, name and description with the
 * keyword marked; the whole card links to /course/detail/{id}?courseType=, or /topic/detail/{id}
 * for a topic (commerce §2). No hook of its own: a page of cards is rendered in the task its answer
 * arrives in, and each hook or context read there cost the phone's blocking time (issue 19).
 */
export const CatalogueCard = ({ row, language, keyword, texts, href, onOpen, first = false }: CardProps) => {
  const video = row.courseType === 1;
  // Rows of every language share one list. The row's own texts (name, description, its
  // certification's name) carry its language and direction when it is not the page's (WCAG 3.1.2,
  // and Arabic text then gets its fonts: global.css); in the page's language each text takes its
  // own direction (dir="auto"), as a name may start with a product's Latin name.
  const own = { dir: 'auto' as const, ...language };
  const tags = video ? [texts.videoType(row.videoType), row.productLineName] : [row.requirement === 1 ? texts.compulsory : texts.elective, row.versionLabel];
  return (
    <li className={styles.card}>
      <a href={href} className={styles.link} onClick={onOpen}>
        <span className={styles.media}>
          {row.coverUrl ? (
            <img className={styles.cover} src={row.coverUrl} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />
          ) : (
            <CourseIcon size={40} className={styles.placeholder} />
          )}
          <span className={styles.kind}>{video ? texts.video : texts.course}</span>
        </span>
        <span className={styles.body}>
          {!video && row.certificationName && (
            <span className={styles.overline} {...own}>
              {row.certificationName}
            </span>
          )}
          <span className={styles.title} {...own}>
            <Highlight text={row.name} keyword={keyword} />
          </span>
          {row.description && (
            <span className={styles.description} {...own}>
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
            {!video && row.credits > 0 && <span className={styles.credits}>{texts.credits(row.credits)}</span>}
          </span>
          <span className={styles.more} aria-hidden>
            {video ? texts.watch : texts.view}
            <ForwardArrowIcon size={15} className={styles.arrow} />
          </span>
        </span>
      </a>
    </li>
  );
};
