import type { ReactNode } from 'react';
import styles from './labelled-field.module.css';

/**
 * A form control under its label, as the list filters show them. The label points at the control
 * by id (side by side, not nested), so the control's accessible name is the label alone.
 */
export const LabelledField = ({ label, htmlFor, className, children }: { label: ReactNode; htmlFor: string; className?: string; children: ReactNode }) => (
  <div className={[styles.field, className].filter(Boolean).join(' ')}>
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
    </label>
    {children}
  </div>
);
