import type { ReactNode } from 'react';
import { RouteLink } from './route-link';
import { ArrowIcon } from './home-icons';
import styles from './home-section.module.css';

type HomeSectionProps = {
  /** Anchor and the heading's id prefix. */
  id: string;
  title: string;
  subtitle?: string;
  /** "All news", "Trainer team" …: a spec route, kept in the /mobile variant and the site prefix. */
  more?: { href: string; label: string };
  /** Background band: sections alternate so the page reads as distinct blocks. */
  tone?: 'plain' | 'muted' | 'dark';
  /** Heading in a side column beside the content (desktop), as the FAQ has it. */
  split?: boolean;
  children: ReactNode;
};

/** The frame every home section shares: band, heading, optional "more" link, content. */
export const HomeSection = ({ id, title, subtitle, more, tone = 'plain', split = false, children }: HomeSectionProps) => (
  <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={`${id}-title`}>
    <div className={`${styles.inner} ${split ? styles.split : ''}`}>
      <header className={styles.head}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {more && (
          <RouteLink to={more.href} className={styles.more}>
            {more.label}
            <ArrowIcon className={styles.arrow} />
          </RouteLink>
        )}
      </header>
      <div className={styles.content}>{children}</div>
    </div>
  </section>
);
