import type { ReactNode } from 'react';
import styles from './state-panel.module.css';

type StatePanelProps = {
  icon: ReactNode;
  title: string;
  description?: string;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
};

/** Empty and error states of content pages (news, FAQ, search): an icon, a sentence, what to do next. */
export const StatePanel = ({ icon, title, description, actions, tone = 'neutral' }: StatePanelProps) => (
  <div className={`${styles.panel} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
    <span className={styles.icon}>{icon}</span>
    <p className={styles.title}>{title}</p>
    {description && <p className={styles.description}>{description}</p>}
    {actions && <div className={styles.actions}>{actions}</div>}
  </div>
);
