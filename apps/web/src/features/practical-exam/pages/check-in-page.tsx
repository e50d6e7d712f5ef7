import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { checkIn } from '../api/practical-api';
import styles from '../components/practical.module.css';

/**
 * /training/check-in?code=… (issue 17 item 7), where the trainer screen's QR leads the learner's
 * phone: a signed-in learner is checked in at once; a visitor signs in and comes back to the same
 * address; a refusal (before the class, another session, an old or reused code) is said here.
 */
export const CheckInPage = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { user } = useCurrentUser();
  const { siteInfo } = useSite();
  usePageTitle(t('practicalExam.checkin.title'));
  const query = useQuery({
    queryKey: ['checkIn', siteInfo.siteId, code],
    queryFn: () => checkIn(code),
    enabled: Boolean(user) && code !== '',
    retry: false,
    staleTime: Infinity,
  });

  let body;
  if (!code) body = <Result status="info" title={t('practicalExam.checkin.title')} subTitle={t('practicalExam.checkin.noCode')} />;
  else if (user === null)
    body = (
      <Result
        status="info"
        title={t('practicalExam.checkin.loginTitle')}
        subTitle={t('practicalExam.checkin.loginText')}
        extra={
          <Button type="primary" onClick={() => goTo(loginUrl())}>
            {t('practicalExam.checkin.login')}
          </Button>
        }
      />
    );
  else if (!query.data) body = <Spin size="large" tip={t('practicalExam.checkin.checking')} />;
  else if (query.data.ok) {
    const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(query.data.data.attendedAt));
    body = (
      <Result
        status="success"
        title={<span data-testid="checkin-success">{t('practicalExam.checkin.success')}</span>}
        subTitle={t('practicalExam.checkin.successText', { title: query.data.data.title, time })}
      />
    );
  } else {
    const failure = query.data;
    const text = failure.kind === 'business' ? failure.text : t('practicalExam.checkin.scanAgain');
    body = <Result status="warning" title={<span data-testid="checkin-failed">{t('practicalExam.checkin.failed')}</span>} subTitle={text} />;
  }
  return (
    <div className={styles.page}>
      <div className={styles.body}>{body}</div>
    </div>
  );
};
