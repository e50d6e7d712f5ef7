import styles from './progress.module.css';

/** A thin progress bar in antd Progress's look (line, no figure); a progressbar for assistive technology. */
export const Progress = ({ percent, color, label }: { percent: number; color?: string; label: string }) => {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
      <div className={styles.bar} style={{ width: `${value}%`, background: color }} />
    </div>
  );
};
