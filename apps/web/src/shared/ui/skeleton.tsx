import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/**
 * Grey shimmering placeholders in antd Skeleton's shape (decision 0012: first-load pages draw
 * their loading state without antd). Decorative: the region around them carries aria-busy.
 */
export const SkeletonBlock = ({ className, style }: { className?: string; style?: CSSProperties }) => (
  <span className={`${styles.bar} ${styles.block} ${className ?? ''}`} style={style} aria-hidden />
);

/** A title bar (unless `title` is false) and `rows` paragraph lines, the last one shorter. */
export const SkeletonText = ({
  title = true,
  titleWidth,
  rows = 3,
  rowWidth,
}: {
  title?: boolean;
  titleWidth?: number | string;
  rows?: number;
  rowWidth?: number | string;
}) => (
  <div className={styles.text} aria-hidden>
    {title && <span className={`${styles.bar} ${styles.title}`} style={{ width: titleWidth ?? '38%' }} />}
    {rows > 0 && (
      <span className={styles.rows}>
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className={styles.bar} style={{ width: i === rows - 1 && rows > 1 ? '61%' : (rowWidth ?? '100%') }} />
        ))}
      </span>
    )}
  </div>
);
