import type { Banner } from '@credo/contracts';
import { MOBILE_BREAKPOINT_PX } from '@credo/contracts/constants';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';
import { Carousel } from '@/shared/ui/carousel';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useHomeBanners } from '../api/query-banners';
import styles from './banner-carousel.module.css';
import { HomeHero } from './home-hero';

const AUTOPLAY_MS = 6000;

const BannerSlide = ({ banner, first }: { banner: Banner; first: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.slide}>
      <picture>
        {banner.mobileImageUrl && <source media={`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`} srcSet={banner.mobileImageUrl} />}
        <img
          className={styles.image}
          src={banner.imageUrl || banner.mobileImageUrl}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </picture>
      <div className={styles.overlay}>
        <div className={styles.content}>
          <h2 className={styles.title}>{banner.title}</h2>
          {banner.description && <p className={styles.description}>{banner.description}</p>}
          {banner.linkUrl && (
            // The banner's title completes the link's name ("Learn more: ..."): each slide's link says
            // where it goes, for screen readers and search engines, not only "Learn more" (WCAG C7).
            <AppLink href={banner.linkUrl} className={styles.cta}>
              {t('common.learnMore')}
              <VisuallyHidden>: {banner.title}</VisuallyHidden>
            </AppLink>
          )}
        </div>
      </div>
    </div>
  );
};

/** Home banners (typeList ['0']); the hero stands in when none is released. */
export const BannerCarousel = () => {
  const { t } = useTranslation();
  const { data: banners, isPending } = useHomeBanners();
  if (isPending) return <div className={styles.placeholder} aria-busy="true" aria-label={t('common.loading')} />;
  if (!banners || banners.length === 0) return <HomeHero />;
  return (
    <section className={styles.banners} aria-label={t('home.bannersLabel')} data-testid="home-banners">
      <h1 className={styles.srOnly}>{t('home.heroTitle')}</h1>
      <Carousel intervalMs={AUTOPLAY_MS} dotLabel={(index) => banners[index].title}>
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} first={index === 0} />
        ))}
      </Carousel>
    </section>
  );
};
