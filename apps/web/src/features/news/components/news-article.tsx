import type { NewsDetail } from '@credo/contracts/news';
import { bodyParagraphs } from '../model/news-url';
import styles from './news-detail.module.css';

/**
 * The article: lead (summary), cover and body. The body is plain text from the server; it is
 * rendered as React text (escaped), paragraph by paragraph, never as HTML.
 */
export const NewsArticle = ({ item }: { item: NewsDetail }) => (
  <>
    {item.summary && <p className={styles.lead}>{item.summary}</p>}
    {item.coverUrl && (
      <figure className={styles.figure}>
        <img className={styles.cover} src={item.coverUrl} alt="" />
      </figure>
    )}
    <div className={styles.body}>
      {bodyParagraphs(item.body).map((lines, index) => (
        <p key={index}>
          {lines.map((line, n) => (
            <span key={n}>
              {n > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  </>
);
