import type { CertificationCourseItem, CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@/shared/ui/state-panel';
import { PeopleIcon } from './certification-icons';
import { CourseList } from './course-list';
import { ExamPanel } from './exam-panel';
import styles from './certification.module.css';

export type CertificationTab = 'courses' | 'classroom' | 'exam';

type Props = {
  certification: CertificationPublicDetail;
  learner: CertificationLearnerDetail;
  courses: CertificationCourseItem[];
  signedIn: boolean;
  activeTab: CertificationTab;
  onTabChange: (tab: CertificationTab) => void;
};

/** Courses, classroom and exam (cert §2); the anchors #course-list-position and #take-exam land here. */
export const CertificationTabs = ({ certification, learner, courses, signedIn, activeTab, onTabChange }: Props) => {
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
              <StatePanel icon={<PeopleIcon size={32} />} title={t('certification.classroom.empty')} description={t('certification.classroom.note')} />
            ),
          },
          {
            key: 'exam',
            label: t('certification.tabs.exam'),
            children: (
              <div id="take-exam">
                <ExamPanel certification={certification} learner={learner} signedIn={signedIn} />
              </div>
            ),
          },
        ]}
      />
    </section>
  );
};
