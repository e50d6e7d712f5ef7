import type { ReactNode } from 'react';
import styles from './tag.module.css';

/** A small label in antd Tag's look; `color` picks one of antd's preset tones (decision 0012). */
export const Tag = ({
  color,
  className,
  children,
  ...rest
}: {
  color?: 'red' | 'blue' | 'green' | 'gold';
  className?: string;
  children: ReactNode;
  'data-state'?: string;
}) => (
  <span className={[styles.tag, color && styles[color], className].filter(Boolean).join(' ')} data-state={rest['data-state']}>
    {children}
  </span>
);
