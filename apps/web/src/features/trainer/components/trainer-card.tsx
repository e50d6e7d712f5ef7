import type { TrainerCard as Trainer } from '@credo/contracts/trainer';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';
import { trainerHref } from '../model/trainer-url';
import { TrainerFacts } from './trainer-facts';
import { TrainerPhoto } from './trainer-photo';
import { TrainerSessions } from './trainer-sessions';
import styles from './trainer.module.css';

/** One trainer on the team page: portrait, name and role (linking to their page), facts, next sessions. */
export const TrainerCardView = ({ trainer }: { trainer: Trainer }) => {
  const { t } = useTranslation();
  const more = trainer.upcomingTotal - trainer.upcoming.length;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <TrainerPhoto name={trainer.name} url={trainer.photoUrl} />
        <div className={styles.cardWho}>
          <h2 className={styles.name}>
            <AppLink href={trainerHref(trainer.id)} className={styles.nameLink}>
              {trainer.name}
            </AppLink>
          </h2>
          {trainer.title && <p className={styles.role}>{trainer.title}</p>}
        </div>
      </div>
      {trainer.bio && <p className={styles.bio}>{trainer.bio}</p>}
      <TrainerFacts trainer={trainer} />
      <TrainerSessions sessions={trainer.upcoming} />
      <AppLink href={trainerHref(trainer.id)} className={styles.profileLink}>
        {more > 0 ? t('trainer.allSessions', { n: trainer.upcomingTotal }) : t('trainer.viewProfile')}
      </AppLink>
    </li>
  );
};
