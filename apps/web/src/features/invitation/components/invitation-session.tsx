import type { InvitationSession as Session } from '@credo/contracts/invitation';
import { useTranslation } from 'react-i18next';
import { SessionFacts } from '@/shared/training/session-facts';
import styles from './invitation.module.css';

type Props = {
  session: Pick<Session, 'name' | 'startAt' | 'endAt' | 'city' | 'countryCode'>;
  /** 1 a classroom, 2 a practical exam (the invitation's relationType). */
  relationType: number;
};

/** The classroom or practical-exam session an invitation gives a seat in (decision 0011). */
export const InvitationSession = ({ session, relationType }: Props) => {
  const { t } = useTranslation();
  return (
    <div className={styles.session} data-testid="invitation-session">
      <p className={styles.sessionEyebrow}>{t(relationType === 2 ? 'invitation.session.practical' : 'invitation.session.classroom')}</p>
      <p className={styles.sessionName} dir="auto">
        {session.name}
      </p>
      <SessionFacts startAt={session.startAt} endAt={session.endAt} city={session.city} countryCode={session.countryCode} />
    </div>
  );
};
