import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/site-context';
import styles from './home-hero.module.css';

/** Opening section when no home banner is released for the site and language. */
export const HomeHero = () => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  return (
    <section className={styles.hero}>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{siteInfo.tenant.name}</p>
        <h1 className={styles.title}>{t('home.heroTitle')}</h1>
        <p className={styles.subtitle}>{t('home.heroSubtitle')}</p>
      </div>
    </section>
  );
};
