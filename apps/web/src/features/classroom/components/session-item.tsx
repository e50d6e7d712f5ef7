import type { ClassroomCard } from '@credo/contracts/classroom-booking';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SessionFacts } from '@/shared/training/session-facts';
import { AppLink } from '@/shared/ui/app-link';
import styles from './classroom.module.css';

/** The method, event type, training type and language tags of a session. */
export const SessionTags = ({ s }: { s: ClassroomCard }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.tags}>
      <Tag color={s.kind === 1 ? 'blue' : 'green'}>{s.kind === 1 ? t('classroom.method.online') : t('classroom.method.onsite')}</Tag>
      {s.eventType !== null && <Tag color="purple">{t(`classroom.eventType.${s.eventType}`)}</Tag>}
      {s.sessionType === 'practicalExam' && <Tag color="magenta">{t('practicalExam.detail.title')}</Tag>}
      {s.eventType === null && s.sessionType === 'classroom' && (
        <Tag>{s.trainingType === 1 ? t('classroom.trainingType.practical') : t('classroom.trainingType.both')}</Tag>
      )}
      <Tag>{s.sessionLanguageName}</Tag>
      {s.paid && s.price && <Tag color="gold">{s.price}</Tag>}
      {s.userStatus === 3 && <Tag color="success">{t('classroom.state.enrolled')}</Tag>}
      {s.waitlistPosition !== null && <Tag color="orange">{t('classroom.waitlist.position', { position: s.waitlistPosition })}</Tag>}
    </div>
  );
};

export const SeatsLine = ({ s }: { s: ClassroomCard }) => {
  const { t } = useTranslation();
  if (s.ended) return <span>{t('classroom.ended')}</span>;
  return s.seatsLeft > 0 ? (
    <span className={styles.seats}>{t('classroom.seatsLeft', { count: s.seatsLeft })}</span>
  ) : (
    <span className={styles.full}>{t('classroom.full')}</span>
  );
};

type Props = { s: ClassroomCard; href: string; layout: 'row' | 'card' };

/** One session in the list (a row) or the grid (a card), linking to its detail page (a classroom's or a practical exam's). */
export const SessionItem = ({ s, href, layout }: Props) => {
  const { t } = useTranslation();
  const body = (
    <div>
      <h3 className={styles.title}>
        <AppLink href={href}>{s.title}</AppLink>
      </h3>
      {s.certificationName && <div className={styles.sub}>{s.certificationName}</div>}
      <SessionFacts startAt={s.startAt} endAt={s.endAt} city={s.city} countryCode={s.countryCode} online={s.kind === 1} trainerName={s.trainerName} />
      <SessionTags s={s} />
    </div>
  );
  return (
    <li className={`${styles.card} ${layout === 'row' ? styles.row : ''}`} data-testid="classroom-session">
      {body}
      <div className={styles.side}>
        <SeatsLine s={s} />
        <AppLink href={href}>{s.sessionType === 'practicalExam' ? t('practicalExam.list.view') : t('classroom.viewDetails')}</AppLink>
      </div>
    </li>
  );
};
