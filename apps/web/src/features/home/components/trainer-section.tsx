import type { Trainer } from '@credo/contracts/home';
import { useTranslation } from 'react-i18next';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { Avatar } from '@/shared/ui/avatar';
import { countryName } from '../model/home-format';
import { HomeSection } from './home-section';
import styles from './trainer-section.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('');

/** Certified trainers of the site (up to 8), with a link to the trainer team page. */
export const TrainerSection = ({ trainers }: { trainers: Trainer[] }) => {
  const { t, i18n } = useTranslation();
  const mobile = useMobileVariant();
  if (trainers.length === 0) return null;
  return (
    <HomeSection
      id="home-trainers"
      tone="muted"
      title={t('home.trainers.title')}
      subtitle={t('home.trainers.subtitle')}
      more={{ href: '/trainer-team', label: t('home.trainers.more') }}
    >
      {/* On mobile the row scrolls sideways: a tab stop lets keyboard users scroll it too. */}
      <ul className={styles.grid} tabIndex={mobile ? 0 : undefined}>
        {trainers.map((trainer) => (
          <li key={trainer.id} className={styles.card}>
            <Avatar className={styles.photo} size={112} src={trainer.photoUrl} fallback={initials(trainer.name)} />
            <h3 className={styles.name}>{trainer.name}</h3>
            <p className={styles.role}>{trainer.title}</p>
            {trainer.countryCode && <p className={styles.country}>{countryName(trainer.countryCode, i18n.language)}</p>}
            {trainer.bio && <p className={styles.bio}>{trainer.bio}</p>}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
