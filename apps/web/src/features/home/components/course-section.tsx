import type { HomeCourse } from '@credo/contracts/home';
import { CourseType } from '@credo/contracts/enums-learning';
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link';
import styles from './course-section.module.css';
import { PlayIcon } from './home-icons';
import { HomeSection } from './home-section';

const CourseCard = ({ course }: { course: HomeCourse }) => {
  const { t } = useTranslation();
  const video = course.courseType === CourseType.VIDEO;
  return (
    <li className={styles.item}>
      <RouteLink to={`/course/detail/${course.id}?courseType=${course.courseType}`} className={styles.card}>
        <span className={styles.media}>
          {course.coverUrl && <img className={styles.cover} src={course.coverUrl} alt="" loading="lazy" />}
          <span className={`${styles.badge} ${video ? styles.badgeVideo : ''}`}>
            {video && <PlayIcon size={12} />}
            {t(video ? 'home.courses.typeVideo' : 'home.courses.typeCourse')}
          </span>
        </span>
        <span className={styles.body}>
          {course.certificationName && <span className={styles.certification}>{course.certificationName}</span>}
          <span className={styles.name}>{course.name}</span>
          {course.credits > 0 && <span className={styles.credits}>{t('home.courses.credits', { count: course.credits })}</span>}
        </span>
      </RouteLink>
    </li>
  );
};

/** The newest released courses and videos of the site and language (up to 8). */
export const CourseSection = ({ courses }: { courses: HomeCourse[] }) => {
  const { t } = useTranslation();
  if (courses.length === 0) return null;
  return (
    <HomeSection id="home-courses" title={t('home.courses.title')} subtitle={t('home.courses.subtitle')}>
      <ul className={styles.grid}>
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
    </HomeSection>
  );
};
