import type { CertificationCourseItem, CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClassroomPanel } from './classroom-panel';
import { CourseList } from './course-list';
import { ExamPanel } from './exam-panel';
import { PracticalExamPanel } from './practical-exam-panel';
import styles from './certification.module.css';

export type CertificationTab = 'courses' | 'classroom' | 'exam';

type Props = {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  courses: CertificationCourseItem[];
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
        onChange={(key) => onTabChange(key as CertificationTab)}
        items={[
          {
            key: 'courses',
            label: t('certification.tabs.courses'),
            children: <CourseList courses={courses} requiredCredits={certification.requiredCredits} showProgress={signedIn && learner.enrolment !== null} />,
          },
          {
            key: 'classroom',
            label: t('certification.tabs.classroom'),
            children: (
              <ClassroomPanel
                certification={certification}
                learner={learner}
                signedIn={signedIn}
                userId={userId}
                onEnrolCertification={onEnrolCertification}
                onChanged={onSeatsChanged}
              />
            ),
          },
          {
            key: 'exam',
            label: t('certification.tabs.exam'),
            children: (
              <div id="take-exam">
                <ExamPanel certification={certification} learner={learner} signedIn={signedIn} />
                {certification.practicalExam === '1' && (
                  <PracticalExamPanel certification={certification} learner={learner} signedIn={signedIn} userId={userId} onChanged={onSeatsChanged} />
                )}
              </div>
            ),
          },
        ]}
      />
    </section>
  );
};
