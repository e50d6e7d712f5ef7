import type { ReactNode } from 'react';
import styles from './checkbox.module.css';

type CheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  /** The label: the checkbox's accessible name. */
  children: ReactNode;
};

/** A native checkbox in its label, in antd Checkbox's size and the brand colour (decision 0012). */
export const Checkbox = ({ checked, onChange, disabled, className, children }: CheckboxProps) => (
  <label className={[styles.checkbox, disabled && styles.disabled, className].filter(Boolean).join(' ')}>
    <input type="checkbox" className={styles.input} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
    <span>{children}</span>
  </label>
);
