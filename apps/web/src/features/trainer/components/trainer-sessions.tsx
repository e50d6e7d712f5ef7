import type { TrainerSession } from '@credo/contracts/trainer';
import { useTranslation } from 'react-i18next';
import { sessionPlace, sessionSchedule } from '@/shared/training/session-format';
import { AppLink } from '@/shared/ui/app-link';
import { classroomHref } from '../model/trainer-url';
import styles from './trainer.module.css';

/** A trainer's upcoming sessions, each a link to its classroom page (date, place or online, language). */
export const TrainerSessions = ({ sessions, headingLevel = 3 }: { sessions: TrainerSession[]; headingLevel?: 2 | 3 }) => {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.sessions}>
      <Heading className={styles.sessionsTitle}>{t('trainer.upcoming')}</Heading>
      {sessions.length === 0 ? (
        <p className={styles.noSessions}>{t('trainer.noUpcoming')}</p>
      ) : (
        <ul className={styles.sessionList}>
          {sessions.map((s) => {
            const schedule = sessionSchedule(s.startAt, s.endAt);
            const place = s.kind === 1 ? t('trainer.online') : (sessionPlace(s.city, s.countryCode, i18n.language) ?? t('trainer.onsite'));
            return (
              <li key={s.id}>
                <AppLink href={classroomHref(s.id)} className={styles.session}>
                  <span className={styles.sessionDate}>{schedule.date}</span>
                  <span className={styles.sessionTitle}>{s.title}</span>
                  <span className={styles.sessionMeta}>
                    {place} · {s.languageName}
                  </span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
