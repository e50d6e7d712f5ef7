import type { CertificationCourseItem, CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '@/i18n/with-namespaces';
import type { TextLanguage } from '@/shared/site/text-language';
import { SkeletonText } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { CourseList } from './course-list';
import styles from './certification.module.css';

/*
 * The Classroom and Exam tabs (seat lists, booking, the practical exam) load when first shown or
 * when the pointer or focus comes to their tab: the first paint shows the Courses tab, and the
 * page's first load stays within its budget (decision 0012, issue 19). The texts only the seat
 * cards show (payment, training) come with them, not with the page.
 */
const loadClassroom = withNamespaces(() => import('./classroom-panel'), ['payment', 'training']);
const loadExam = withNamespaces(() => Promise.all([import('./exam-panel'), import('./practical-exam-panel')]), ['payment', 'training']);
const ClassroomPanel = lazy(() => loadClassroom().then((module) => ({ default: module.ClassroomPanel })));
const ExamPanel = lazy(() => loadExam().then(([module]) => ({ default: module.ExamPanel })));
const PracticalExamPanel = lazy(() => loadExam().then(([, module]) => ({ default: module.PracticalExamPanel })));
const preload = (tab: CertificationTab) => {
  if (tab === 'classroom') void loadClassroom().catch(() => undefined);
  if (tab === 'exam') void loadExam().catch(() => undefined);
};

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<SkeletonText rows={4} />}>{children}</Suspense>;

export type CertificationTab = 'courses' | 'classroom' | 'exam';

type Props = {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  courses: CertificationCourseItem[];
  /** The certification's language, for its courses' names. */
  language: TextLanguage;
  signedIn: boolean;
  userId: number | null;
  activeTab: CertificationTab;
  onTabChange: (tab: CertificationTab) => void;
  /** Opens the certification's enrol dialog (the Classroom tab needs an approved enrolment). */
  onEnrolCertification: () => void;
  /** After a seat was taken or given back: the seat lists and the learner's detail. */
  onSeatsChanged: () => void;
};

/** Courses, classroom and exam (cert §2); the anchors #course-list-position and #take-exam land here. */
export const CertificationTabs = ({
  certification,
  learner,
  courses,
  language,
  signedIn,
  userId,
  activeTab,
  onTabChange,
  onEnrolCertification,
  onSeatsChanged,
}: Props) => {
  const { t } = useTranslation();
  return (
    <section className={styles.card} id="course-list-position" aria-label={t('certification.tabs.label')}>
      <Tabs
        activeKey={activeTab}
        onChange={onTabChange}
        onIntent={preload}
        items={[
          {
            key: 'courses' as const,
            label: t('certification.tabs.courses'),
            children: (
              <CourseList
                courses={courses}
                language={language}
                requiredCredits={certification.requiredCredits}
                showProgress={signedIn && learner.enrolment !== null}
              />
            ),
          },
          {
            key: 'classroom' as const,
            label: t('certification.tabs.classroom'),
            children: (
              <Loading>
                <ClassroomPanel
                  certification={certification}
                  learner={learner}
                  signedIn={signedIn}
                  userId={userId}
                  onEnrolCertification={onEnrolCertification}
                  onChanged={onSeatsChanged}
                />
              </Loading>
            ),
          },
          {
            key: 'exam' as const,
            label: t('certification.tabs.exam'),
            children: (
              <div id="take-exam">
                <Loading>
                  <ExamPanel certification={certification} learner={learner} signedIn={signedIn} />
                  {certification.practicalExam === '1' && (
                    <PracticalExamPanel certification={certification} learner={learner} signedIn={signedIn} userId={userId} onChanged={onSeatsChanged} />
                  )}
                </Loading>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
};
