import { PATHS } from '@credo/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { AppLink } from '@/shared/ui/app-link';
import { Button } from '@/shared/ui/button';
import { BannerTitleSkeleton, PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useTrainerDetail } from '../api/trainer-calls';
import { TrainerFacts } from '../components/trainer-facts';
import { PeopleIcon } from '../components/trainer-icons';
import { TrainerPhoto } from '../components/trainer-photo';
import { TrainerSessions } from '../components/trainer-sessions';
import styles from '../components/trainer.module.css';
import { trainerIdOf } from '../model/trainer-url';

/**
 * /trainer?id={id} and its /mobile twin (cert §2): one trainer with every upcoming session they
 * teach. Without a valid id the page is not found; so is a trainer of another site (the server's 404).
 */
export const TrainerPage = () => {
  const id = trainerIdOf(useSearchParams()[0]);
  const variantPath = useVariantPath();
  if (id === null) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  return <TrainerDetail id={id} />;
};

const TrainerDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const { data: trainer, isPending, isError, isFetching, refetch } = useTrainerDetail(id);
  usePageTitle(trainer?.name);
  const crumbs = [
    { label: t('trainer.home'), href: '/' },
    { label: t('trainer.title'), href: '/trainer-team' },
    { label: trainer?.name ?? t('trainer.profile') },
  ];

  if (isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <PageBanner crumbs={crumbs} crumbsLabel={t('trainer.breadcrumb')} title={<BannerTitleSkeleton label={t('trainer.loading')} />} />
        <div className={styles.inner}>
          <div className={`${styles.profile} ${styles.skeleton}`} />
        </div>
      </div>
    );
  }

  if (isError || !trainer) {
    return (
      <div className={styles.page}>
        <PageBanner crumbs={crumbs} crumbsLabel={t('trainer.breadcrumb')} title={t('trainer.title')} />
        <div className={styles.inner}>
          <StatePanel
            tone="error"
            icon={<PeopleIcon size={32} />}
            title={t('trainer.detailError')}
            description={t('trainer.errorDescription')}
            actions={
              <Button variant="primary" onClick={() => void refetch()} loading={isFetching}>
                {t('trainer.retry')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageBanner crumbs={crumbs} crumbsLabel={t('trainer.breadcrumb')} title={trainer.name} subtitle={trainer.title || undefined} />
      <div className={styles.inner}>
        <article className={styles.profile}>
          <aside className={styles.profileSide}>
            <TrainerPhoto name={trainer.name} url={trainer.photoUrl} large />
            <TrainerFacts trainer={trainer} />
          </aside>
          <div className={styles.profileMain}>
            {trainer.bio && (
              <section>
                <h2 className={styles.sectionTitle}>{t('trainer.about')}</h2>
                <p className={styles.profileBio}>{trainer.bio}</p>
              </section>
            )}
            <TrainerSessions sessions={trainer.upcoming} headingLevel={2} />
            <AppLink href="/trainer-team" className={styles.backLink}>
              {t('trainer.backToTeam')}
            </AppLink>
          </div>
        </article>
      </div>
    </div>
  );
};
