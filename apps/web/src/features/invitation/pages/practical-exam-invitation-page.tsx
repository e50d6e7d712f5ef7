import { App, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { usePageTitle } from '@/shared/site/page-title';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { PracticalExamWebOnlyNotice } from '@/shared/training/web-only-notice';
import { AppLink } from '@/shared/ui/app-link';
import { PageBanner } from '@/shared/ui/page-banner';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { InvitationLayout } from '../components/invitation-layout';
import { InvitationSession } from '../components/invitation-session';
import { InvitationSuccess } from '../components/invitation-success';
import styles from '../components/invitation.module.css';
import { PracticalInvitationForm } from '../components/practical-invitation-form';
import { useCheckLinkCode, useLinkCode } from '../model/use-link-code';
import { PRACTICAL_RELATION, usePracticalInvitationForm } from '../model/use-practical-invitation-form';

const PracticalWorkspace = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const linkCode = useLinkCode();
  const form = usePracticalInvitationForm(linkCode);
  const { state, check } = form;
  useCheckLinkCode(linkCode, check);

  const submit = async () => {
    if (await form.submit()) void message.success(t('invitation.practical.success'));
  };

  const enrolled = state.enrolled;
  return (
    <InvitationLayout
      asideId="practical-about"
      asideTitle={t('invitation.practical.aboutTitle')}
      points={[
        t('invitation.practical.about.seat'),
        t('invitation.practical.about.theory'),
        t('invitation.practical.about.cancel'),
        t('invitation.about.email'),
      ]}
      link={{ href: '/invitation', label: t('invitation.practical.trainingLink') }}
    >
      {enrolled ? (
        <InvitationSuccess
          certificationId={enrolled.result.certificationId}
          title={t('invitation.practical.success')}
          text={
            enrolled.certificationName ? t('invitation.practical.successText', { name: enrolled.certificationName }) : t('invitation.practical.successPlain')
          }
        >
          {enrolled.session && <InvitationSession session={enrolled.session} relationType={PRACTICAL_RELATION} />}
        </InvitationSuccess>
      ) : (
        <PracticalInvitationForm state={state} onCode={form.setCode} onCare={form.setCare} onCheck={() => void check()} onSubmit={() => void submit()} />
      )}
    </InvitationLayout>
  );
};

/**
 * /invitation/practical-exam and its /mobile twin (cert §2; decision 0011): a signed-in learner
 * enrols in a practical-exam session with the code staff sent; visitors sign in first and come
 * back. The practical exam is not available on mobile (cert §2): the twin shows the notice only.
 */
export const PracticalExamInvitationPage = () => {
  const { t } = useTranslation();
  const mobile = useMobileVariant();
  const { user } = useCurrentUser();
  usePageTitle(t('invitation.practical.title'));
  useEffect(() => {
    if (user === null && !mobile) goTo(loginUrl());
  }, [user, mobile]);
  return (
    <div className={styles.page}>
      <PageBanner
        title={t('invitation.practical.title')}
        subtitle={t('invitation.practical.subtitle')}
        crumbs={[{ label: t('invitation.home'), href: '/' }, { label: t('invitation.title'), href: '/invitation' }, { label: t('invitation.practical.crumb') }]}
        crumbsLabel={t('invitation.breadcrumb')}
      />
      {mobile ? (
        <div className={`${styles.narrow} ${styles.mobileOnly}`}>
          <PracticalExamWebOnlyNotice />
          {/* Training codes work on mobile. */}
          <AppLink href="/invitation" className={styles.asideLink}>
            {t('invitation.practical.trainingLink')}
          </AppLink>
        </div>
      ) : user ? (
        <PracticalWorkspace />
      ) : (
        <div className={styles.loading}>
          <Spin size="large" />
        </div>
      )}
    </div>
  );
};
