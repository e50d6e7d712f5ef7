import type { ReactNode } from 'react';
import styles from './exception-page.module.css';

type ExceptionResultProps = { visual: ReactNode; title: string; description: string; children: ReactNode };

/**
 * The frame of the not-found and error pages: a picture, the h1, a line of explanation and the
 * ways on. Own markup laid out like the result pages of the antd parts of the site, because these
 * pages are imported by the router on every first load (decision 0012: no antd there).
 */
export const ExceptionResult = ({ visual, title, description, children }: ExceptionResultProps) => (
  <section className={styles.page}>
    <div className={styles.result}>
      {visual}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  </section>
);
