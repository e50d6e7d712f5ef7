import { useTranslation } from 'react-i18next';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { AppLink } from '@/shared/ui/app-link';
import { PageBanner } from '@/shared/ui/page-banner';
import { useTrainerBanners } from '../api/trainer-calls';
import styles from './trainer.module.css';

/**
 * The trainer team's banner (cert §7 "trainer banner list"): the heading band with the page's
 * title, the first trainer banner's text when the site has one, and its image (the mobile image on
 * /mobile), linked when the banner has a link.
 */
export const TrainerBanner = ({ total }: { total?: number }) => {
  const { t } = useTranslation();
  const mobile = useMobileVariant();
  const { data: banners } = useTrainerBanners();
  const banner = banners?.[0];
  const image = banner ? (mobile ? banner.mobileImageUrl : banner.imageUrl) : null;
  const picture = image ? <img className={styles.bannerImage} src={image} alt={banner?.title ?? ''} /> : null;
  return (
    <>
      <PageBanner
        title={t('trainer.title')}
        subtitle={banner?.description || t('trainer.subtitle')}
        crumbs={[{ label: t('trainer.home'), href: '/' }, { label: t('trainer.title') }]}
        crumbsLabel={t('trainer.breadcrumb')}
      >
        {total !== undefined && total > 0 && <p className={styles.bannerCount}>{t('trainer.count', { n: total })}</p>}
      </PageBanner>
      {picture && (
        <div className={styles.bannerPicture}>
          {banner?.linkUrl ? (
            <AppLink href={banner.linkUrl} className={styles.bannerLink}>
              {picture}
            </AppLink>
          ) : (
            picture
          )}
        </div>
      )}
    </>
  );
};
