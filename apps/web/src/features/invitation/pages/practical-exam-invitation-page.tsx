import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/site/page-title';
import { AppLink } from '@/shared/ui/app-link';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import styles from '../components/invitation.module.css';

/**
 * /invitation/practical-exam and its /mobile twin (cert §2). Practical exams come with a later
 * issue; until they are scheduled there is no practical-exam code to use, and the page says so.
 */
export const PracticalExamInvitationPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('invitation.practical.title'));
  return (
    <div className={styles.page}>
      <PageBanner
        title={t('invitation.practical.title')}
        subtitle={t('invitation.practical.subtitle')}
        crumbs={[{ label: t('invitation.home'), href: '/' }, { label: t('invitation.title'), href: '/invitation' }, { label: t('invitation.practical.crumb') }]}
        crumbsLabel={t('invitation.breadcrumb')}
      />
      <div className={styles.narrow}>
        <StatePanel
          icon={<CalendarIcon size={32} />}
          title={t('invitation.practical.notYet')}
          description={t('invitation.practical.notYetText')}
          actions={
            <AppLink href="/invitation" className={styles.primaryLink}>
              {t('invitation.practical.trainingLink')}
            </AppLink>
          }
        />
      </div>
    </div>
  );
};
