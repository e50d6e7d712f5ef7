import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only: part of the accessible name, not drawn. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => <span className={styles.hidden}>{children}</span>;
