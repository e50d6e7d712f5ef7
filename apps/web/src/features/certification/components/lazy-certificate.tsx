import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './certification.module.css';
import type { LearnerCertificateProps } from './learner-certificate';

/*
 * The certificate card and the medals show only to a learner holding the certificate, so they are a
 * chunk of their own, not in the page's first load (issue 19: the certification page must not pay
 * for code it does not show). The learner detail starts the load as soon as it says "certificate"
 * (query-learner-detail.ts), before the page renders it; meanwhile a box of the card's height
 * holds its place, so nothing below it moves when it comes (on phones the panel is above the page).
 */
const loadLearnerCertificate = () => import('./learner-certificate');
const Lazy = lazy(() => loadLearnerCertificate().then((module) => ({ default: module.LearnerCertificate })));

/** Starts loading the certificate's code; a failure here is left to the render, which shows the route's error. */
export const preloadLearnerCertificate = (): void => {
  void loadLearnerCertificate().catch(() => undefined);
};

const Reserved = () => {
  const { t } = useTranslation();
  return <div className={styles.certificateReserved} role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="certificate-loading" />;
};

export const LazyLearnerCertificate = (props: LearnerCertificateProps) => (
  <Suspense fallback={<Reserved />}>
    <Lazy {...props} />
  </Suspense>
);
