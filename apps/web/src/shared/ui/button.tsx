import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** `primary` (the brand red), `default` (outlined), `link` and `text` (no frame). */
  variant?: 'primary' | 'default' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  /** A spinner in front of the label; clicks are ignored meanwhile (the call is in flight). */
  loading?: boolean;
  block?: boolean;
  danger?: boolean;
  icon?: ReactNode;
  /** The HTML button type; `button` unless the button submits its form. */
  htmlType?: 'button' | 'submit' | 'reset';
};

const isTrue = (value: boolean | 'true' | 'false' | undefined) => value === true || value === 'true';

/**
 * The buttons of the first-paint parts (shell, course list, course detail), styled like the antd
 * buttons of the other pages without loading antd for them (decision 0012). A loading button keeps
 * its place in the tab order and says so to screen readers (aria-busy).
 */
export const Button = ({
  variant = 'default',
  size = 'middle',
  loading = false,
  block = false,
  danger = false,
  icon,
  htmlType = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={htmlType}
    className={[styles.button, styles[variant], styles[size], block && styles.block, danger && styles.danger, className].filter(Boolean).join(' ')}
    aria-busy={loading || undefined}
    // aria-disabled (a click lock's quiet second, a locked step) keeps the focus and the look, not
    // the action: before, the click still ran, so a Cancel seat opened its confirmation in the quiet
    // second and the confirmation's OK was then swallowed by the lock (closed, nothing cancelled).
    onClick={loading || isTrue(rest['aria-disabled']) ? (event) => event.preventDefault() : onClick}
  >
    {loading ? <Spinner size="small" /> : icon}
    {children !== undefined && children !== null && <span>{children}</span>}
  </button>
);
