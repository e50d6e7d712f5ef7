import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { orThrow } from '@/shared/api/api-client';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant, useVariantPath } from '@/shared/site/use-mobile-variant';
import { PracticalExamWebOnlyNotice } from '@/shared/training/web-only-notice';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { getPracticalExam } from '../api/practical-api';
import { PracticalBanner } from '../components/practical-banner';
import styles from '../components/practical.module.css';
import { formatWhen, placeOf } from '../model/format';

/**
 * /practical-exam/detail/{id} and its /mobile twin: one session, where and when, seats left and
 * the learner's place. Booking happens on the certification page (allergies and dietary needs
 * are asked there); a booked learner opens the task or moves the seat. On /mobile the hands-on
 * actions give way to the web-portal notice (cert §2).
 */
export const PracticalExamDetailPage = () => {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const { siteInfo, languageId } = useSite();
  const mobile = useMobileVariant();
  const variantPath = useVariantPath();
  const query = useQuery({
    queryKey: ['practicalExam', siteInfo.siteId, languageId, id],
    queryFn: async () => orThrow(await getPracticalExam(id)),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  usePageTitle(query.data?.practicalExamName ?? t('practicalExam.detail.title'));
  const crumbs = [{ label: t('practicalExam.list.title'), href: '/practical-exam' }];

  if (query.isError || !(id > 0)) {
    return (
      <div className={styles.page}>
        <PracticalBanner title={t('practicalExam.detail.title')} crumbs={crumbs} />
        <div className={styles.body}>
          <StatePanel icon={<CalendarIcon size={30} />} tone="error" title={t('practicalExam.detail.notFound')} />
        </div>
      </div>
    );
  }
  const s = query.data;
  return (
    <div className={styles.page}>
      <PracticalBanner title={s?.practicalExamName ?? t('practicalExam.detail.title')} crumbs={crumbs} />
      <div className={styles.body}>
        {!s ? (
          <Skeleton active />
        ) : (
          <section className={styles.panel}>
            <dl className={styles.facts}>
              <dt>{t('practicalExam.detail.when')}</dt>
              <dd>
                {formatWhen(s.startAt, i18n.language)} – {formatWhen(s.endAt, i18n.language)}
              </dd>
              <dt>{t('practicalExam.detail.where')}</dt>
              <dd>{placeOf(s, t('practicalExam.list.remote'))}</dd>
              <dt>{t('practicalExam.detail.seats')}</dt>
              <dd>{s.seatsLeft > 0 ? t('practicalExam.list.seatsLeft', { count: s.seatsLeft }) : t('practicalExam.list.full')}</dd>
              <dt>{t('practicalExam.detail.status')}</dt>
              <dd data-testid="practical-status">{t(`practicalExam.status.${s.userPracticalExamStatus}`)}</dd>
            </dl>
            {mobile ? (
              <PracticalExamWebOnlyNotice />
            ) : (
              <div className={styles.row}>
                <Link to={variantPath(`/certification/detail/${s.certificationId}`)}>
                  <Button type={s.userPracticalExamStatus === 2 ? 'default' : 'primary'}>{t('practicalExam.detail.book')}</Button>
                </Link>
                {s.userPracticalExamStatus === 2 && (
                  <>
                    <Link to={variantPath(`/practical-exam-task/${s.certificationId}`)}>
                      <Button type="primary">{t('practicalExam.detail.task')}</Button>
                    </Link>
                    <Link to={variantPath(`/classroom/reschedule/${s.id}?type=practicalExam&certificationId=${s.certificationId}`)}>
                      <Button>{t('practicalExam.detail.reschedule')}</Button>
                    </Link>
                  </>
                )}
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
};
