import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionPlace, sessionSchedule } from './session-format';
import { SessionClockIcon, SessionPersonIcon, SessionPinIcon } from './session-icons';
import styles from './training.module.css';

type Props = {
  startAt: string;
  endAt: string;
  city: string | null;
  countryCode: string | null;
  /** An online session has no place (the caller labels it online). */
  online?: boolean;
  address?: string | null;
  trainerName?: string | null;
  /** More lines (seats left …), each already a row. */
  children?: ReactNode;
};

/**
 * When and where a classroom or practical-exam session takes place (date, time with the clock
 * it is shown in, place, trainer), for the certification page's lists and the
 * invitation pages.
 */
export const SessionFacts = ({ startAt, endAt, city, countryCode, online = false, address, trainerName, children }: Props) => {
  const { t, i18n } = useTranslation();
  const schedule = sessionSchedule(startAt, endAt);
  const place = online ? null : sessionPlace(city, countryCode, i18n.language);
  return (
    <ul className={styles.facts}>
      <li className={styles.fact}>
        <SessionClockIcon className={styles.factIcon} />
        <span>
          <span className={styles.factStrong}>{schedule.date}</span>
          <span className={styles.factSep} aria-hidden="true">
            {' '}
            ·{' '}
          </span>
          <span>{schedule.time}</span>{' '}
          <span className={styles.zone} dir="ltr">
            ({schedule.zone})
          </span>
        </span>
      </li>
      {place && (
        <li className={styles.fact}>
          <SessionPinIcon className={styles.factIcon} />
          <span>
            {place}
            {address && <span className={styles.address}> · {address}</span>}
          </span>
        </li>
      )}
      {trainerName && (
        <li className={styles.fact}>
          <SessionPersonIcon className={styles.factIcon} />
          <span>{t('training.session.trainer', { name: trainerName })}</span>
        </li>
      )}
      {children}
    </ul>
  );
};
