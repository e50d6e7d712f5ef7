import type { ReactNode } from 'react';
import { InfoCircleIcon, WarningCircleIcon } from './icons';
import styles from './alert.module.css';

export type AlertTone = 'success' | 'info' | 'warning' | 'error';

export type AlertProps = {
  type: AlertTone;
  /** The alert's first line (antd 6's `title`). */
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** A control at the end of the alert (antd's `action`). */
  action?: ReactNode;
  /** With `closeLabel`, a button of that label that closes the alert. */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
  /**
   * `alert` is read out at once when it appears, `status` politely, null for none. By default error
   * and warning alerts are `alert` (they answer something the visitor just did), info and success none.
   */
  role?: 'alert' | 'status' | null;
  'data-testid'?: string;
};

/**
 * A coloured notice in antd Alert's look (decision 0012: first-paint pages draw it without antd):
 * the tone's icon, a title and an optional description below it, an optional action and close.
 */
export const Alert = ({ type, title, description, showIcon = false, action, onClose, closeLabel, className, role, 'data-testid': testId }: AlertProps) => {
  const withDescription = description !== undefined && description !== null;
  const liveRole = role === undefined ? DEFAULT_ROLE[type] : (role ?? undefined);
  return (
    <div
      className={[styles.alert, styles[type], withDescription && styles.withDescription, className].filter(Boolean).join(' ')}
      role={liveRole}
      data-testid={testId}
      data-type={type}
    >
      {showIcon && (
        <span className={styles.icon} aria-hidden>
          {ICONS[type](withDescription ? 24 : 14)}
        </span>
      )}
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {withDescription && <div className={styles.description}>{description}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
      {onClose && closeLabel && (
        <button type="button" className={styles.close} onClick={onClose}>
          {closeLabel}
        </button>
      )}
    </div>
  );
};

const DEFAULT_ROLE: Record<AlertTone, 'alert' | undefined> = { error: 'alert', warning: 'alert', info: undefined, success: undefined };

const ICONS: Record<AlertTone, (size: number) => ReactNode> = {
  success: (size) => <CheckCircleIcon size={size} />,
  info: (size) => <InfoCircleIcon size={size} />,
  warning: (size) => <WarningCircleIcon size={size} />,
  error: (size) => <CrossCircleIcon size={size} />,
};

const CheckCircleIcon = ({ size }: { size: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} fill="none" focusable="false">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M7.5 12.3l3 3 6-6.3" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const CrossCircleIcon = ({ size }: { size: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} fill="none" focusable="false">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
