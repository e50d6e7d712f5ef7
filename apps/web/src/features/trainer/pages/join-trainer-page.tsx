import { TRAINER_REVIEW_BUSINESS_DAYS } from '@credo/contracts/trainer-application';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { usePageTitle } from '@/shared/site/page-title';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { Button } from '@/shared/ui/button';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useApplicationContext, type ApplicationSubmitted } from '../api/trainer-application-calls';
import { JoinTrainerAside } from '../components/join-trainer-aside';
import { JoinTrainerForm } from '../components/join-trainer-form';
import { PeopleIcon } from '../components/trainer-icons';
import styles from '../components/join-trainer.module.css';
import pageStyles from '../components/trainer.module.css';

/**
 * /join-us-as-a-trainer and its /mobile twin (cert §1, §2, §6; issue 21 item 2): the application
 * form beside the spec's promises. A visitor is asked to sign in (the outcome goes to the
 * account's address); a learner with an open application sees its state instead of a second form.
 * Built without antd (decision 0012), in the trainer pages' look.
 */
export const JoinTrainerPage = () => {
  const { t, i18n } = useTranslation();
  usePageTitle(t('trainerApplication.title'));
  const { user, signedIn, loading } = useCurrentUser();
  const context = useApplicationContext(signedIn);
  const [sent, setSent] = useState<ApplicationSubmitted | null>(null);
  const client = useQueryClient();
  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  let main;
  if (sent) {
    main = (
      <StatePanel
        icon={<PeopleIcon size={32} />}
        title={t('trainerApplication.sentTitle')}
        description={t('trainerApplication.sentText', { date: dateOf(sent.reviewBy) })}
      />
    );
  } else if (loading || (signedIn && context.isPending)) {
    main = <div className={`${styles.card} ${styles.skeleton}`} aria-busy="true" aria-label={t('trainerApplication.loading')} />;
  } else if (!signedIn || !user) {
    main = (
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t('trainerApplication.signInTitle')}</h2>
        <p className={styles.hint}>{t('trainerApplication.signInText')}</p>
        <Button variant="primary" size="large" onClick={() => goTo(loginUrl())}>
          {t('trainerApplication.signIn')}
        </Button>
      </div>
    );
  } else if (context.isError || !context.data) {
    main = (
      <StatePanel
        tone="error"
        icon={<PeopleIcon size={32} />}
        title={t('trainerApplication.loadError')}
        actions={
          <Button variant="primary" onClick={() => void context.refetch()}>
            {t('trainerApplication.retry')}
          </Button>
        }
      />
    );
  } else if (context.data.latest?.state === 'pending') {
    main = (
      <StatePanel
        icon={<PeopleIcon size={32} />}
        title={t('trainerApplication.pendingTitle')}
        description={t('trainerApplication.pendingText', { date: dateOf(context.data.latest.createdAt), days: TRAINER_REVIEW_BUSINESS_DAYS })}
      />
    );
  } else if (context.data.latest?.state === 'accepted') {
    main = <StatePanel icon={<PeopleIcon size={32} />} title={t('trainerApplication.acceptedTitle')} description={t('trainerApplication.acceptedText')} />;
  } else {
    main = (
      <JoinTrainerForm
        user={user}
        context={context.data}
        onSent={(done) => {
          setSent(done);
          window.scrollTo({ top: 0 });
          void client.invalidateQueries({ queryKey: ['trainerApplicationContext'] });
        }}
      />
    );
  }

  return (
    <div className={pageStyles.page}>
      <PageBanner
        title={t('trainerApplication.title')}
        subtitle={t('trainerApplication.subtitle')}
        crumbs={[{ label: t('trainerApplication.home'), href: '/' }, { label: t('trainerApplication.title') }]}
        crumbsLabel={t('trainerApplication.breadcrumb')}
      />
      <div className={`${pageStyles.inner} ${styles.layout}`}>
        <div className={styles.main}>{main}</div>
        <JoinTrainerAside />
      </div>
    </div>
  );
};
