import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import courseStyles from './course-section.module.css';
import sectionStyles from './home-section.module.css';
import styles from './home-skeleton.module.css';

/** One line of a card's text, as tall as the line box of the text it stands for (the element it sits in). */
const Line = ({ width = '100%' }: { width?: string }) => (
  <span className={styles.line} style={{ width }}>
    <SkeletonBlock />
  </span>
);

/**
 * Stands in for the course section, the first data section, while getHomeData is on its way: the
 * section's own heading and its card row, drawn with the section's own styles (the card's picture,
 * the certification line, two lines of name, the credits), so what follows (the certification path)
 * keeps its place when the courses arrive (issue 19: on phones the skeleton's two-column grid was
 * about 100 px shorter than the courses' row, a layout shift of the path section).
 */
export const HomeSkeleton = () => {
  const { t } = useTranslation();
  return (
    <section className={`${sectionStyles.section} ${sectionStyles.plain}`} aria-busy="true" aria-label={t('common.loading')}>
      <div className={sectionStyles.inner} aria-hidden="true">
        <div className={sectionStyles.head}>
          <div>
            <p className={sectionStyles.title}>{t('home.courses.title')}</p>
            <p className={sectionStyles.subtitle}>{t('home.courses.subtitle')}</p>
          </div>
        </div>
        <div className={sectionStyles.content}>
          <div className={`${courseStyles.grid} ${styles.row}`}>
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className={courseStyles.item}>
                <div className={`${courseStyles.card} ${styles.card}`}>
                  <span className={courseStyles.media}>
                    <span className={styles.media}>
                      <SkeletonBlock />
                    </span>
                  </span>
                  <span className={courseStyles.body}>
                    <span className={courseStyles.certification}>
                      <Line width="55%" />
                    </span>
                    <span className={courseStyles.name}>
                      <Line />
                      <Line width="70%" />
                    </span>
                    <span className={courseStyles.credits}>
                      <Line width="6em" />
                    </span>
                  </span>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
};
