import { NotificationStatus } from '@credo/contracts/enums-learning';
import type { UserInfo } from '@credo/contracts/user';
import { App, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { usePageTitle } from '@/shared/site/page-title';
import { AppLink } from '@/shared/ui/app-link';
import { PageBanner } from '@/shared/ui/page-banner';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { InvitationForm } from '../components/invitation-form';
import { InvitationSession } from '../components/invitation-session';
import { InvitationSuccess } from '../components/invitation-success';
import styles from '../components/invitation.module.css';
import { useInvitationForm } from '../model/use-invitation-form';

const InvitationWorkspace = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  // Links in invitation e-mails carry the code: ?code=…
  const linkCode = params.get('code')?.trim() ?? '';
  const form = useInvitationForm(linkCode, user.emailNotificationStatus === NotificationStatus.SUBSCRIBED);
  const { state, check } = form;

  const autoChecked = useRef(false);
  useEffect(() => {
    if (autoChecked.current || !linkCode) return;
    autoChecked.current = true;
    void check();
  }, [linkCode, check]);

  const accept = async () => {
    if (await form.accept()) void message.success(t('invitation.success'));
  };

  return (
    <div className={styles.layout}>
      <div className={styles.card}>
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
      </div>
      <aside className={styles.aside} aria-labelledby="invitation-about">
        <h2 id="invitation-about" className={styles.asideTitle}>
          {t('invitation.aboutTitle')}
        </h2>
        <ul className={styles.asideList}>
          <li>{t('invitation.about.code')}</li>
          <li>{t('invitation.about.direct')}</li>
          <li>{t('invitation.about.email')}</li>
          <li>{t('invitation.about.site')}</li>
        </ul>
        <AppLink href="/invitation/practical-exam" className={styles.asideLink}>
          {t('invitation.practicalLink')}
        </AppLink>
      </aside>
    </div>
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
