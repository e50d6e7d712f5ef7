import type { CertificationCourseItem } from '@credo/contracts/certification-journey';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseIcon, ForwardArrowIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { Tag } from '@/shared/ui/tag';
import { useNearViewport } from '@/shared/ui/use-near-viewport';
import type { TextLanguage } from '@/shared/site/text-language';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { courseHref } from '../model/certification-url';
import styles from './certification.module.css';
import courseStyles from './course-list.module.css';

/** `language`: the certification's, which its courses' names are written in. */
type Props = { courses: CertificationCourseItem[]; language: TextLanguage; requiredCredits: number; showProgress: boolean };

/** The certification's courses (cert §3 "Course item"): requirement, credits, the learner's progress. */
export const CourseList = (props: Props) => {
  const { t } = useTranslation();
  // The rows come in a background render after the page's first one (useDeferredValue's initial
  // value; React cuts it into 5 ms slices): they sit below the summary, the steps and the about
  // card, and rendering them in the task the certification's answer arrived in made that task the
  // page's longest (issue 19: the phone's blocking time). Their places are kept meanwhile.
  const rows = useDeferredValue(true, false);
  if (props.courses.length === 0) {
    return <StatePanel icon={<CourseIcon size={32} />} title={t('certification.courses.empty')} />;
  }
  if (!rows) {
    return (
      <>
        <p className={styles.small}>{t('certification.courses.summary', { count: props.courses.length, required: props.requiredCredits })}</p>
        <ul className={courseStyles.courseList} aria-busy>
          {props.courses.map((course) => (
            <li key={course.id} className={courseStyles.coursePlaceholder} />
          ))}
        </ul>
      </>
    );
  }
  return <CourseRows {...props} />;
};

const CourseRows = ({ courses, language, requiredCredits, showProgress }: Props) => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  // The covers load when the list comes near the screen: below the summary, the steps and the
  // about card, it is off screen at first, and Chromium starts lazy images far below it anyway
  // (issue 19: five covers, 5 KB with their headers, on a first visit). Their box is fixed meanwhile.
  const [listRef, showCovers] = useNearViewport<HTMLUListElement>();
  return (
    <>
      <p className={styles.small}>{t('certification.courses.summary', { count: courses.length, required: requiredCredits })}</p>
      <ul ref={listRef} className={courseStyles.courseList}>
        {courses.map((course) => (
          <li key={course.id}>
            <Link className={courseStyles.course} to={variantPath(courseHref(course))}>
              <span className={courseStyles.courseCover} aria-hidden="true">
                {!course.coverUrl ? <CourseIcon size={28} /> : showCovers && <img src={course.coverUrl} alt="" loading="lazy" />}
              </span>
              <span className={courseStyles.courseBody}>
                <span className={courseStyles.courseName} {...language}>
                  {course.courseName}
                </span>
                <span className={courseStyles.courseMeta}>
                  <Tag color={course.requirement === 1 ? 'red' : 'blue'} className={courseStyles.requirementTag}>
                    {course.requirement === 1 ? t('certification.courses.compulsory') : t('certification.courses.elective')}
                  </Tag>
                  <span>{t('certification.courses.credits', { count: course.credits })}</span>
                  {showProgress && (
                    // No learning process yet: the learner has not opened the course.
                    <span className={courseStyles.process} data-process={course.learningProcess ?? 0}>
                      {t(`certification.courses.process.${course.learningProcess ?? 0}`)}
                    </span>
                  )}
                </span>
                {showProgress && course.earnedCredits > 0 && (
                  <span className={styles.small}>{t('certification.courses.earned', { earned: course.earnedCredits, credits: course.credits })}</span>
                )}
              </span>
              <ForwardArrowIcon className={courseStyles.courseArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
};
