import { ClassroomKind } from '@credo/contracts/enums-learning';
import type { HomeClassroom } from '@credo/contracts/home';
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link';
import { countryName, dateBadge, scheduleText } from '../model/home-format';
import styles from './classroom-section.module.css';
import { ClockIcon, MonitorIcon, PersonIcon, PinIcon } from './home-icons';
import { HomeSection } from './home-section';

const ClassroomCard = ({ classroom }: { classroom: HomeClassroom }) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const online = classroom.kind === ClassroomKind.ONLINE;
  const badge = dateBadge(classroom.startAt, locale);
  const country = countryName(classroom.countryCode, locale);
  // City states ("Singapore, Singapore") name the place once.
  const place = online ? t('home.classrooms.liveOnline') : [...new Set([classroom.city, country].filter(Boolean))].join(', ');
  return (
    <li className={styles.item}>
      <RouteLink to={`/classroom/detail/${classroom.id}`} className={styles.card}>
        <span className={styles.date}>
          <span className={styles.day}>{badge.day}</span>
          <span className={styles.month}>{badge.month}</span>
        </span>
        <span className={styles.body}>
          <span className={`${styles.kind} ${online ? styles.online : styles.onsite}`}>{t(online ? 'home.classrooms.online' : 'home.classrooms.onsite')}</span>
          <span className={styles.title}>{classroom.title}</span>
          {classroom.certificationName && <span className={styles.certification}>{classroom.certificationName}</span>}
          <span className={styles.meta}>
            <span className={styles.metaRow}>
              <ClockIcon size={15} className={styles.icon} />
              <span>{scheduleText(classroom.startAt, classroom.endAt, locale)}</span>
            </span>
            {place && (
              <span className={styles.metaRow}>
                {online ? <MonitorIcon size={15} className={styles.icon} /> : <PinIcon size={15} className={styles.icon} />}
                <span>{place}</span>
              </span>
            )}
            {classroom.trainerName && (
              <span className={styles.metaRow}>
                <PersonIcon size={15} className={styles.icon} />
                <span>{t('home.classrooms.trainer', { name: classroom.trainerName })}</span>
              </span>
            )}
          </span>
        </span>
      </RouteLink>
    </li>
  );
};

/** Instructor-led sessions that have not started yet, soonest first (up to 6). */
export const ClassroomSection = ({ classrooms }: { classrooms: HomeClassroom[] }) => {
  const { t } = useTranslation();
  if (classrooms.length === 0) return null;
  return (
    <HomeSection id="home-classrooms" title={t('home.classrooms.title')} subtitle={t('home.classrooms.subtitle')}>
      <ul className={styles.grid}>
        {classrooms.map((classroom) => (
          <ClassroomCard key={classroom.id} classroom={classroom} />
        ))}
      </ul>
    </HomeSection>
  );
};
