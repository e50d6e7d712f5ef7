import type { UserInfo } from '@credo/contracts/user';
import { App, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { usePageTitle } from '@/shared/site/page-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { defaultNotify } from '@/shared/user/notify-default';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { InvitationForm } from '../components/invitation-form';
import { InvitationLayout } from '../components/invitation-layout';
import { InvitationSession } from '../components/invitation-session';
import { InvitationSuccess } from '../components/invitation-success';
import styles from '../components/invitation.module.css';
import { useInvitationForm } from '../model/use-invitation-form';
import { useCheckLinkCode, useLinkCode } from '../model/use-link-code';

const InvitationWorkspace = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const linkCode = useLinkCode();
  const form = useInvitationForm(linkCode, defaultNotify(user.emailNotificationStatus));
  const { state, check } = form;
  useCheckLinkCode(linkCode, check);

  const accept = async () => {
    if (await form.accept()) void message.success(t('invitation.success'));
  };

  return (
    <InvitationLayout
      asideId="invitation-about"
      asideTitle={t('invitation.aboutTitle')}
      points={[t('invitation.about.code'), t('invitation.about.direct'), t('invitation.about.email'), t('invitation.about.site')]}
      link={{ href: '/invitation/practical-exam', label: t('invitation.practicalLink') }}
    >
      {state.accepted ? (
        <InvitationSuccess
          certificationId={state.accepted.certificationId}
          title={t('invitation.success')}
          text={t(state.detail?.session ? 'invitation.successClassroom' : 'invitation.successText', { name: state.detail?.certificationName ?? '' })}
        >
          {state.detail?.session && <InvitationSession session={state.detail.session} relationType={state.detail.relationType} />}
        </InvitationSuccess>
      ) : (
        <InvitationForm state={state} onCode={form.setCode} onNotify={form.setNotify} onCheck={() => void check()} onAccept={() => void accept()} />
      )}
    </InvitationLayout>
  );
};

/** /invitation and its /mobile twin (cert §2): signed-in learners use a training invitation code; visitors sign in first and come back. */
export const InvitationPage = () => {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  usePageTitle(t('invitation.title'));
  useEffect(() => {
    if (user === null) goTo(loginUrl());
  }, [user]);
  return (
    <div className={styles.page}>
      <PageBanner
        title={t('invitation.title')}
        subtitle={t('invitation.subtitle')}
        crumbs={[{ label: t('invitation.home'), href: '/' }, { label: t('invitation.title') }]}
        crumbsLabel={t('invitation.breadcrumb')}
      />
      {user ? (
        <InvitationWorkspace user={user} />
      ) : (
        <div className={styles.loading}>
          <Spin size="large" />
        </div>
      )}
    </div>
  );
};
