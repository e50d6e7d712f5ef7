import styles from './skeleton-lines.module.css';

type Props = {
  rows: number;
  /** A wider first bar, like a heading over the lines. */
  title?: boolean;
};

/**
 * Grey placeholder bars while the course or a rating loads (antd's Skeleton look, without antd on
 * the page's first load). Hidden from screen readers: the region around them says it is busy.
 */
export const SkeletonLines = ({ rows, title = true }: Props) => (
  <div className={styles.skeleton} aria-hidden="true">
    {title && <span className={`${styles.bar} ${styles.title}`} />}
    {Array.from({ length: rows }, (_, i) => (
      <span key={i} className={styles.bar} style={i === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
    ))}
  </div>
);
