import type { ReactNode } from 'react';
import { AppLink } from '@/shared/ui/app-link';
import styles from './invitation.module.css';

type Props = {
  /** The form, or the success message. */
  children: ReactNode;
  /** The id of the aside's title. */
  asideId: string;
  asideTitle: string;
  /** The aside's points, in order. */
  points: string[];
  /** The aside's link to the other invitation page. */
  link: { href: string; label: string };
};

/** Both invitation pages: the card with the form, and beside it what a code does. */
export const InvitationLayout = ({ children, asideId, asideTitle, points, link }: Props) => (
  <div className={styles.layout}>
    <div className={styles.card}>{children}</div>
    <aside className={styles.aside} aria-labelledby={asideId}>
      <h2 id={asideId} className={styles.asideTitle}>
        {asideTitle}
      </h2>
      <ul className={styles.asideList}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <AppLink href={link.href} className={styles.asideLink}>
        {link.label}
      </AppLink>
    </aside>
  </div>
);
