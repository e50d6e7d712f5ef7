import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';
import styles from './invitation.module.css';

type Props = {
  certificationId: number;
  title: string;
  text: string;
  /** The session the code gave a seat in, when there is one. */
  children?: ReactNode;
};

/** After an accepted code: the success message and the way to the certification (cert §8 "invitation success"). */
export const InvitationSuccess = ({ certificationId, title, text, children }: Props) => {
  const { t } = useTranslation();
  return (
    <section className={styles.success} role="status" aria-labelledby="invitation-success">
      <svg width={48} height={48} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={styles.successIcon}>
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
        <path d="m7.5 12.5 3 3 6-6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="invitation-success" className={styles.successTitle}>
        {title}
      </h2>
      <p className={styles.successText}>{text}</p>
      {children && <div className={styles.successSession}>{children}</div>}
      <AppLink href={`/certification/detail/${certificationId}`} className={styles.successLink}>
        {t('invitation.goToCertification')}
      </AppLink>
    </section>
  );
};
