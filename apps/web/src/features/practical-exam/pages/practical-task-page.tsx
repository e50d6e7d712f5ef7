import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { orThrow } from '@/shared/api/api-client';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant, useVariantPath } from '@/shared/site/use-mobile-variant';
import { PracticalExamWebOnlyNotice } from '@/shared/training/web-only-notice';
import { RosetteIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { getPracticalTask } from '../api/practical-api';
import { PracticalBanner } from '../components/practical-banner';
import styles from '../components/practical.module.css';
import { RecordForm } from '../components/record-form';
import { formatWhen, megabytes } from '../model/format';

/**
 * /practical-exam-task/{certificationId} and its /mobile twin (cert §2, §4 "Practical task panel",
 * §6): the server decides the panel (hidden, login, no permission, shown) and the submit button
 * (enabled for an enrolled or failed place, disabled on success); this page draws it. A visitor
 * is asked to sign in; a learner without permission is sent back. On /mobile the recording
 * gives way to the web-portal notice.
 */
export const PracticalTaskPage = () => {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const { siteInfo, languageId } = useSite();
  const mobile = useMobileVariant();
  const variantPath = useVariantPath();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['practicalTask', siteInfo.siteId, languageId, id],
    queryFn: async () => orThrow(await getPracticalTask(id)),
    enabled: id > 0,
    retry: false,
  });
  usePageTitle(t('practicalExam.task.title'));
  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate(variantPath(`/certification/detail/${id}`)));
  const task = query.data;
  const crumbs = task ? [{ label: task.certificationName, href: `/certification/detail/${id}` }] : [];

  let body;
  if (query.isError || !(id > 0)) body = <StatePanel icon={<RosetteIcon size={30} />} tone="error" title={t('practicalExam.detail.notFound')} />;
  else if (!task) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (task.panel === 'login')
    body = (
      <StatePanel
        icon={<RosetteIcon size={30} />}
        title={t('practicalExam.task.loginTitle')}
        description={t('practicalExam.task.loginText')}
        actions={
          <Button type="primary" onClick={() => goTo(loginUrl())} data-testid="task-login">
            {t('practicalExam.task.login')}
          </Button>
        }
      />
    );
  else if (task.panel === 'noPermission')
    body = (
      <StatePanel
        icon={<RosetteIcon size={30} />}
        tone="error"
        title={t('practicalExam.task.noPermissionTitle')}
        description={t('practicalExam.task.noPermissionText')}
        actions={
          <Button onClick={back} data-testid="task-back">
            {t('practicalExam.back')}
          </Button>
        }
      />
    );
  else if (task.panel === 'hidden')
    body = <StatePanel icon={<RosetteIcon size={30} />} title={t('practicalExam.task.hiddenTitle')} description={t('practicalExam.task.hiddenText')} />;
  else {
    const place = task.place;
    body = (
      <>
        <section className={styles.panel} data-testid="task-panel">
          <h2 className={styles.panelTitle}>{t('practicalExam.task.contentTitle')}</h2>
          <ol className={styles.lines}>
            {task.taskContent.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
          {place && (
            <p className={styles.muted}>{t('practicalExam.task.session', { name: place.practicalExamName, date: formatWhen(place.startAt, i18n.language) })}</p>
          )}
        </section>
        <section className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('practicalExam.task.recordTitle')}</h2>
          {task.needRecord === '0' && <p>{t('practicalExam.task.noRecording')}</p>}
          {place?.userPracticalExamStatus === 4 && (
            <Alert type="success" showIcon title={t('practicalExam.task.passed', { score: place.score ?? '' })} data-testid="task-passed" />
          )}
          {place?.userPracticalExamStatus === 5 && <Alert type="warning" showIcon title={t('practicalExam.task.failed', { score: place.score ?? '' })} />}
          {place?.recordSubmittedAt && (
            <div data-testid="task-submitted">
              <p className={styles.muted}>{t('practicalExam.task.submitted', { date: formatWhen(place.recordSubmittedAt, i18n.language) })}</p>
              {place.recordLink && <p className={styles.muted}>{t('practicalExam.task.currentLink', { link: place.recordLink })}</p>}
              {place.recordFileSize !== null && (
                <p className={styles.muted}>{t('practicalExam.task.currentFile', { size: megabytes(place.recordFileSize) })}</p>
              )}
              {place.userPracticalExamStatus === 2 && <p className={styles.muted}>{t('practicalExam.task.waiting')}</p>}
            </div>
          )}
          {task.needRecord === '1' &&
            place &&
            (mobile ? <PracticalExamWebOnlyNotice /> : <RecordForm place={place} submit={task.submit} onSaved={() => void query.refetch()} />)}
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PracticalBanner title={t('practicalExam.task.title')} subtitle={task?.certificationName} crumbs={crumbs} />
      <div className={styles.body}>
        <div className={styles.row}>
          <Button type="link" onClick={() => void navigate(variantPath(`/certification/detail/${id}`))} data-testid="task-certification-link">
            <span aria-hidden="true" className={styles.backArrow}>
              ←
            </span>{' '}
            {t('practicalExam.task.backToCertification')}
          </Button>
        </div>
        {body}
      </div>
    </div>
  );
};
