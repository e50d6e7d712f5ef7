import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { PATHS } from '@credo/contracts/constants';
import { CertificationStatus } from '@credo/contracts/enums';
import { Tenant } from '@credo/contracts/enums-site';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { queueAfterInfoSaved } from '@/shared/session/after-info-saved';
import { reopenInfoDialog } from '@/shared/session/info-dialog';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { preloadArabicFace, useTextLanguage, type TextLanguage } from '@/shared/site/text-language';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { BannerTitleSkeleton, PageBanner } from '@/shared/ui/page-banner';
import { SkeletonText } from '@/shared/ui/skeleton';
import { StatePanel } from '@/shared/ui/state-panel';
import { toast } from '@/shared/ui/toast';
import { defaultNotify } from '@/shared/user/notify-default';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { levelName } from '@/shared/lib/level-name';
import { useCertificationDetail } from '../api/query-certification-detail';
import { useCertificationCourses } from '../api/query-course-list';
import { useLearnerDetail } from '../api/query-learner-detail';
import { CertificationTabs, type CertificationTab } from '../components/certification-tabs';
import { MedalIcon } from '../components/certification-icons';
import styles from '../components/certification.module.css';
import type { EnrolOutcome } from '../components/enrol-dialog';
import { JourneyPanel } from '../components/journey-panel';
import { LazyCongratulationDialog, LazyEnrolDialog } from '../components/lazy-dialogs';
import { StepWizard } from '../components/step-wizard';
import { parseCertificationId } from '../model/certification-url';
import { useJourney } from '../model/use-journey';
import { useSeatRefresh } from '../model/use-seat-refresh';
import { visitorLearner } from '../model/visitor-learner';

// A certification may be in Arabic on any page: its face is ready before the answer is laid out.
preloadArabicFace();

/** /certification/detail/{id} and its /mobile twin (cert §2). A malformed id is not found at once. */
export const CertificationDetailPage = () => {
  const id = parseCertificationId(useParams().id);
  const variantPath = useVariantPath();
  if (id === null) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  return <CertificationDetailView key={id} id={id} />;
};

const tabOfHash = (hash: string): CertificationTab => (hash === '#take-exam' ? 'exam' : 'courses');

/** Brings the tabs (anchor #course-list-position) into view. */
const scrollToTabs = () => document.getElementById('course-list-position')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

const CertificationDetailView = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const { user, signedIn, loading } = useCurrentUser();
  const userId = user?.id ?? null;
  const detail = useCertificationDetail(id);
  // A visitor's part of the learner detail is fixed by the contract (visitorLearner) and the public
  // detail carries the courses; only a signed-in learner's are asked for (issue 19: two calls fewer,
  // and a visitor's page renders with the public detail alone).
  const learnerQuery = useLearnerDetail(id, userId, !loading && userId !== null);
  const coursesQuery = useCertificationCourses(id, userId, !loading && userId !== null);
  const { hash } = useLocation();
  const [tab, setTab] = useState<CertificationTab>(tabOfHash(hash));
  usePageTitle(detail.data?.name);
  // The certification's own texts (name, programme, description, course names) are in its language.
  const language = useTextLanguage(detail.data?.languageId ?? 0);

  // The anchors #take-exam and #course-list-position (cert §2) open their tab and scroll to it,
  // once per anchor when the page has content (a refetch after an action does not scroll again).
  const learnerLoading = learnerQuery.isPending && learnerQuery.fetchStatus !== 'idle';
  const ready = Boolean(detail.data) && !loading && !learnerLoading;
  const handledHash = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || handledHash.current === hash || (hash !== '#take-exam' && hash !== '#course-list-position')) return;
    handledHash.current = hash;
    setTab(tabOfHash(hash));
    const timer = setTimeout(scrollToTabs, 50);
    return () => clearTimeout(timer);
  }, [hash, ready]);

  const certification = detail.data;
  // Until the certification is known (loading, error) the trail ends at "Certification", once.
  const crumbs = certification
    ? [
        { label: t('certification.home'), href: '/' },
        { label: certification.kindName, language },
        { label: certification.name, language },
      ]
    : [{ label: t('certification.home'), href: '/' }, { label: t('certification.title') }];

  if (loading || detail.isPending || learnerLoading) {
    return (
      <div className={styles.page} aria-busy="true">
        {/* The title's two lines on phones (a certification's name wraps there) and the chips' row are
            reserved, so the page does not move when they arrive (issue 19: layout shift). */}
        <PageBanner
          crumbs={crumbs}
          crumbsLabel={t('certification.breadcrumb')}
          title={<BannerTitleSkeleton label={t('common.loading')} twoLinesOnPhone />}
          subtitle={<span className={styles.chipsSkeleton} />}
        />
        <div className={styles.layout}>
          <div className={styles.main}>
            <div className={styles.card}>
              <SkeletonText rows={3} />
            </div>
            <div className={styles.card}>
              <SkeletonText rows={6} />
            </div>
          </div>
          <div className={styles.aside}>
            <SkeletonText rows={5} title={false} />
          </div>
        </div>
      </div>
    );
  }

  if (detail.isError || !certification) {
    return (
      <div className={styles.page}>
        <PageBanner crumbs={crumbs} crumbsLabel={t('certification.breadcrumb')} title={t('certification.title')} />
        <div className={styles.single}>
          <StatePanel
            tone="error"
            icon={<MedalIcon size={32} />}
            title={t('certification.error')}
            description={t('certification.errorDescription')}
            actions={
              <Button variant="primary" onClick={() => void detail.refetch()} loading={detail.isFetching}>
                {t('common.retry')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  const learner = learnerQuery.data ?? (signedIn ? null : visitorLearner(certification));
  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={crumbs}
        crumbsLabel={t('certification.breadcrumb')}
        title={<span {...language}>{certification.name}</span>}
        titleId="certification-title"
        subtitle={<CertificationChips certification={certification} language={language} />}
      />
      {learner ? (
        <Journey
          certification={certification}
          learner={learner}
          courses={coursesQuery.data ?? certification.courseList}
          language={language}
          signedIn={signedIn}
          userId={userId}
          tab={tab}
          onTabChange={setTab}
        />
      ) : (
        <div className={styles.single}>
          <StatePanel
            tone="error"
            icon={<MedalIcon size={32} />}
            title={t('certification.error')}
            description={t('certification.errorDescription')}
            actions={
              <Button variant="primary" onClick={() => void learnerQuery.refetch()} loading={learnerQuery.isFetching}>
                {t('common.retry')}
              </Button>
            }
          />
        </div>
      )}
    </div>
  );
};

const CertificationChips = ({ certification, language }: { certification: CertificationPublicDetail; language: TextLanguage }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.chips}>
      <span className={styles.chip} {...language}>
        {certification.kindName}
      </span>
      <span className={styles.chip}>{levelName(t, certification.level)}</span>
      {certification.versionLabel && <span className={styles.chip}>{t('certification.version', { version: certification.versionLabel })}</span>}
    </span>
  );
};

type JourneyProps = {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  courses: CertificationPublicDetail['courseList'];
  /** The certification's language, for its own texts. */
  language: TextLanguage;
  signedIn: boolean;
  userId: number | null;
  tab: CertificationTab;
  onTabChange: (tab: CertificationTab) => void;
};

const Journey = ({ certification, learner, courses, language, signedIn, userId, tab, onTabChange }: JourneyProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const { siteInfo } = useSite();
  const { user } = useCurrentUser();
  const journey = useJourney(certification.id, userId);
  const refreshSeats = useSeatRefresh(certification.id, userId, journey.refresh);
  const [enrolOpen, setEnrolOpen] = useState(false);
  const enrolOpened = useOpenedOnce(enrolOpen);
  // The congratulation reminder: its dialog (and antd) load only for a learner who has one to see.
  const congratulationOpened = useOpenedOnce(learner.certificate?.remindStatus === '1');

  const showTab = useCallback(
    (next: CertificationTab) => {
      onTabChange(next);
      requestAnimationFrame(scrollToTabs);
    },
    [onTabChange],
  );

  const openEnrol = () => {
    if (!signedIn) {
      openLoginTip();
      return;
    }
    // The micro tenant asks for the required information first; the dialog opens once it is saved (cert §4).
    if (siteInfo.tenant.code === Tenant.MICRO && user?.gatherInfo === '1') {
      queueAfterInfoSaved(() => setEnrolOpen(true));
      reopenInfoDialog();
      return;
    }
    setEnrolOpen(true);
  };

  const onEnrolled = (outcome: EnrolOutcome) => {
    setEnrolOpen(false);
    if (outcome.via === 'invitation') {
      toast.success(t('certification.enrol.invitationSuccess'));
      if (outcome.certificationId !== certification.id) {
        navigate(variantPath(`/certification/detail/${outcome.certificationId}`));
        return;
      }
    } else {
      journey.replaceLearner(outcome.learner);
      toast.success(outcome.learner.enrolment?.state === 'pending' ? t('certification.enrol.submitted') : t('certification.enrol.success'));
    }
    journey.refresh();
  };

  const examTips = learner.currentStatus === CertificationStatus.EXAM && learner.userCourseUpdateDTO?.viewExamTips === '0' ? learner.userCourseUpdateDTO : null;

  return (
    <div className={styles.layout}>
      <aside className={styles.aside} aria-label={t('certification.summary')}>
        <JourneyPanel
          certification={certification}
          learner={learner}
          signedIn={signedIn}
          userId={userId}
          busy={journey.busy}
          onEnrol={openEnrol}
          onApply={() => void journey.apply()}
          onRenew={(certificateId) => void journey.renew(certificateId)}
          onSwitch={(learningType) => void journey.switchTo(learningType)}
          onShowTab={showTab}
        />
      </aside>
      <div className={styles.main}>
        {examTips && (
          <Alert
            type="info"
            showIcon
            closeLabel={t('common.ok')}
            title={t('certification.exam.tipsTitle')}
            description={t('certification.exam.tips')}
            onClose={() => journey.dismissExamTips(examTips.id)}
            data-testid="exam-tips"
          />
        )}
        <StepWizard certification={certification} learner={learner} />
        <section className={styles.card} aria-labelledby="certification-about-title">
          <div className={styles.about}>
            {certification.coverUrl && <img className={styles.cover} src={certification.coverUrl} alt="" />}
            <div>
              <h2 id="certification-about-title" className={styles.cardTitle}>
                {t('certification.about')}
              </h2>
              {/* Content may be in another language than the interface (English text on an Arabic page). */}
              <p className={styles.description} dir="auto" {...language}>
                {certification.description}
              </p>
            </div>
          </div>
        </section>
        <CertificationTabs
          certification={certification}
          learner={learner}
          courses={courses}
          language={language}
          signedIn={signedIn}
          userId={userId}
          activeTab={tab}
          onTabChange={onTabChange}
          onEnrolCertification={openEnrol}
          onSeatsChanged={refreshSeats}
        />
      </div>
      {enrolOpened && (
        <Suspense fallback={null}>
          <LazyEnrolDialog
            open={enrolOpen}
            certification={certification}
            defaultNotify={defaultNotify(user?.emailNotificationStatus)}
            onClose={() => setEnrolOpen(false)}
            onEnrolled={onEnrolled}
            onStale={journey.refresh}
          />
        </Suspense>
      )}
      {congratulationOpened && (
        <Suspense fallback={null}>
          <LazyCongratulationDialog certificate={learner.certificate} certificationName={certification.name} onClose={journey.closeCongratulation} />
        </Suspense>
      )}
    </div>
  );
};
