import type { CourseDetail } from '@credo/contracts/course';
import { PATHS } from '@credo/contracts/constants';
import { CourseType } from '@credo/contracts/enums-learning';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { isTopic, releaseCourseHref } from '@/shared/lib/detail-links';
import { useSite } from '@/shared/site/site-context';
import { usePageTitle } from '@/shared/site/page-title';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { Button } from '@/shared/ui/button';
import { CourseIcon } from '@/shared/ui/content-icons';
import { BannerTitleSkeleton, PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { courseDetailKey, useCourseDetail } from '../api/query-course-detail';
import styles from '../components/course-detail.module.css';
import { CourseEvaluation } from '../components/course-evaluation';
import { EnrolPanel } from '../components/enrol-panel';
import { LearningSection } from '../components/learning-section';
import { ShareLinks } from '../components/share-links';
import { SkeletonLines } from '../components/skeleton-lines';
import { formatDuration, parseCourseId, parseCourseType } from '../model/course-url';

/** The video list filtered to topics (video type 1), the topic page's parent in the trail. */
const TOPIC_LIST = '/educational-video/list?videoType=1';

/** /course/detail/{id}?courseType= and its /mobile twin (commerce §2). A malformed id is not found at once. */
export const CourseDetailPage = () => {
  const id = parseCourseId(useParams().id);
  const [params] = useSearchParams();
  const variantPath = useVariantPath();
  if (id === null) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  return <CourseDetailView id={id} courseType={parseCourseType(params.get('courseType'))} />;
};

type ViewProps = {
  id: number;
  courseType: number;
  /** /topic/detail/{id}: a video of video type 1, shown with the topic's labels and trail. */
  topic?: boolean;
};

export const CourseDetailView = ({ id, courseType, topic = false }: ViewProps) => {
  const { t } = useTranslation();
  const { siteInfo, languageId } = useSite();
  const { user, signedIn, loading } = useCurrentUser();
  const userId = user?.id ?? null;
  const { data: course, isPending, isError, isFetching, refetch } = useCourseDetail(id, courseType, userId, !loading);
  const variantPath = useVariantPath();
  usePageTitle(course?.courseName);
  const kind = topic ? t('player.topic') : courseType === CourseType.VIDEO ? t('course.video') : t('course.title');
  // Until the course is known (loading, error) the trail ends at its kind, not at the kind twice.
  const crumbs = [
    { label: t('course.home'), href: '/' },
    topic ? { label: t('catalogue.videoTitle'), href: TOPIC_LIST } : { label: kind },
    ...(course ? [{ label: course.courseName }] : []),
  ];

  if (loading || isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        {/* The loaded banner's subtitle and share row have their place already: the page below
            does not move down when the course arrives (layout shift, issue 19). */}
        <PageBanner
          crumbs={crumbs}
          crumbsLabel={t('course.breadcrumb')}
          title={<BannerTitleSkeleton label={t('common.loading')} twoLinesOnPhone />}
          subtitle={<span className={styles.subtitleSkeleton} />}
        >
          <div className={styles.shareSkeleton} />
        </PageBanner>
        <div className={styles.layout}>
          <div className={styles.main}>
            <SkeletonLines rows={8} />
          </div>
          <div className={styles.aside}>
            <SkeletonLines rows={5} title={false} />
          </div>
        </div>
      </div>
    );
  }

  if (isError || !course) {
    return (
      <div className={styles.page}>
        <PageBanner crumbs={crumbs} crumbsLabel={t('course.breadcrumb')} title={kind} />
        <div className={styles.single}>
          <StatePanel
            tone="error"
            icon={<CourseIcon size={32} />}
            title={t('course.error')}
            description={t('course.errorDescription')}
            actions={
              <Button variant="primary" onClick={() => void refetch()} loading={isFetching}>
                {t('common.retry')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  // /topic/detail/{id} of something that is not a topic: its own detail page instead.
  if (topic && !isTopic(course)) return <Navigate to={variantPath(releaseCourseHref(course))} replace />;
  const queryKey = courseDetailKey(siteInfo.siteId, languageId, id, courseType, userId);
  // A video's headings say video, a topic's topic (issue 14 item 10: a free video read "this course").
  const words = topic
    ? { summary: 'player.topicSummary', content: 'player.topicContent', about: 'player.aboutTopic' }
    : course.courseType === CourseType.VIDEO
      ? { summary: 'course.videoSummary', content: 'course.videoContent', about: 'course.aboutVideo' }
      : { summary: 'course.summary', content: 'course.content', about: 'course.about' };
  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={crumbs}
        crumbsLabel={t('course.breadcrumb')}
        title={course.courseName}
        titleId="course-title"
        subtitle={course.certificationName ? <span className={styles.certification}>{course.certificationName}</span> : undefined}
      >
        <ShareLinks course={course} />
      </PageBanner>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={t(words.summary)}>
          <CourseFacts course={course} />
          <EnrolPanel course={course} signedIn={signedIn} queryKey={queryKey} />
          <CourseEvaluation course={course} />
        </aside>
        <section className={styles.main} aria-labelledby="course-title">
          <LearningSection course={course} signedIn={signedIn} queryKey={queryKey} contentTitle={t(words.content)} />
          {course.description && (
            <>
              <h2 className={styles.heading}>{t(words.about)}</h2>
              <p className={styles.description}>{course.description}</p>
            </>
          )}
        </section>
      </div>
    </div>
  );
};

const CourseFacts = ({ course }: { course: CourseDetail }) => {
  const { t } = useTranslation();
  const total = course.courseContentReleaseDTOS.reduce((sum, c) => sum + c.durationSeconds, 0);
  // A video outside any certification (a free educational video) earns nothing and counts for
  // nothing: "Certification: None, Credits: 0" only confused (issue 14), so those rows are left out.
  const certified = course.certificationId !== null;
  const facts: [string, string][] = [
    ...(certified
      ? ([
          [t('course.certification'), course.certificationName ?? t('course.none')],
          [t('course.credits'), String(course.credits)],
          [t('course.requirement'), course.requirement === 1 ? t('course.compulsory') : t('course.elective')],
        ] as [string, string][])
      : []),
    [t('course.language'), course.languageName],
    [t('course.chapters'), String(course.courseContentReleaseDTOS.length)],
    [t('course.totalLength'), formatDuration(total)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
