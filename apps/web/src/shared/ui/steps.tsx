import type { ReactNode } from 'react';
import styles from './steps.module.css';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

type StepsProps = {
  items: { title: ReactNode }[];
  /** Index of the current step; the ones before it are finished, the ones after wait. */
  current: number;
  /** The current step's own status (antd's `status`): `finish` marks it done, `error` failed. */
  status?: Exclude<StepStatus, 'wait'>;
  size?: 'default' | 'small';
  className?: string;
  'data-testid'?: string;
};

/** Each step's status, as antd's Steps computes it from `current` and `status`. */
export const stepStatuses = (count: number, current: number, status: Exclude<StepStatus, 'wait'> = 'process'): StepStatus[] =>
  Array.from({ length: count }, (_, i) => (i < current ? 'finish' : i === current ? status : 'wait'));

/**
 * A horizontal progress of numbered steps in antd Steps' look (decision 0012: first-paint pages
 * draw it without antd): done steps carry a check, a failed one a cross, the current one is filled
 * in the brand colour and marked `aria-current="step"`. An ordered list, so screen readers say
 * "1 of 3". Each item says its status in `data-status` (tests, styles).
 */
export const Steps = ({ items, current, status = 'process', size = 'default', className, 'data-testid': testId }: StepsProps) => {
  const statuses = stepStatuses(items.length, current, status);
  return (
    <ol className={[styles.steps, styles[size], className].filter(Boolean).join(' ')} data-testid={testId}>
      {items.map((item, i) => (
        <li key={i} className={`${styles.item} ${styles[statuses[i]]}`} data-status={statuses[i]} aria-current={i === current ? 'step' : undefined}>
          <span className={styles.icon} aria-hidden>
            {statuses[i] === 'finish' ? <Check /> : statuses[i] === 'error' ? <Cross /> : i + 1}
          </span>
          <span className={styles.title}>{item.title}</span>
        </li>
      ))}
    </ol>
  );
};

const Check = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 8.5l3.2 3.2L13 4.8" />
  </svg>
);

const Cross = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
    <path d="M4 4l8 8M12 4l-8 8" />
  </svg>
);
