import { hubPath, VENDOR_TENANT_CODE, type CertificationTypeInfo, type HubPage } from '@credo/contracts/certification';
import { PATHS } from '@credo/contracts/constants';
import { CertificationKind, type CertificationKindValue } from '@credo/contracts/enums-site';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { AppLink } from '@/shared/ui/app-link';
import { CalendarIcon, CourseIcon, ForwardArrowIcon, RosetteIcon } from '@/shared/ui/content-icons';
import { BannerTitleSkeleton, PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useCertificationList } from '../api/list-certifications';
import { useProgrammes } from '../api/list-programmes';
import { useProgrammeBanner } from '../api/query-programme-banner';
import { CertificationPath } from '../components/certification-path';
import { HowItWorks } from '../components/how-it-works';
import styles from '../components/hub-overview.module.css';
import { fixedHubKind, resolveHubProgramme } from '../model/hub-programme';

/**
 * The certification hub overviews (cert §2): /general-security-certification/overview and
 * /hikvision-security-certification/overview on the vendor tenant, /overview/{kind-name} on the
 * others, each with its /mobile twin. An unknown kind name is not found.
 */
export const HubOverviewPage = () => {
  const { t } = useTranslation();
  const { type: slug } = useParams();
  const { pathname } = useLocation();
  const variantPath = useVariantPath();
  const programmes = useProgrammes();
  const hub = resolveHubProgramme(pathname, slug, programmes.data);

  if (hub.state === 'notFound') return <Navigate to={variantPath(PATHS.notFound)} replace />;
  if (hub.state === 'pending') {
    if (programmes.isError && fixedHubKind(pathname) === null) {
      return (
        <div className={styles.page}>
          <PageBanner
            title={t('hub.overview')}
            crumbs={[{ label: t('hub.home'), href: '/' }, { label: t('hub.overview') }]}
            crumbsLabel={t('hub.breadcrumb')}
          />
          <section className={styles.section}>
            <StatePanel
              tone="error"
              icon={<RosetteIcon size={32} />}
              title={t('hub.programmeError')}
              description={t('hub.loadErrorHint')}
              actions={
                <Button type="primary" onClick={() => void programmes.refetch()} loading={programmes.isFetching}>
                  {t('common.retry')}
                </Button>
              }
            />
          </section>
        </div>
      );
    }
    return (
      <div className={styles.page} aria-busy="true">
        <PageBanner
          title={<BannerTitleSkeleton label={t('common.loading')} />}
          crumbs={[{ label: t('hub.home'), href: '/' }, { label: t('hub.overview') }]}
          crumbsLabel={t('hub.breadcrumb')}
        />
        <section className={styles.section}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </section>
      </div>
    );
  }
  return <HubOverview kind={hub.kind} programme={hub.programme} />;
};

type HubOverviewProps = { kind: CertificationKindValue; programme: CertificationTypeInfo | null };

const HubOverview = ({ kind, programme }: HubOverviewProps) => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const title = programme?.title ?? t(`hub.programme.${kind}`);
  usePageTitle(title);
  const banner = useProgrammeBanner(kind).data;
  const list = useCertificationList(kind);
  const tenantCode = siteInfo.tenant.code;
  const linkOf = (page: HubPage) => hubPath(tenantCode, programme ?? { kind, name: title }, page);
  // The header's rule (cert §2): no instructor-led page under the general programme for the first tenant in the EU.
  const showClassroom = !(kind === CertificationKind.GENERAL && tenantCode === VENDOR_TENANT_CODE && siteInfo.isEU);

  return (
    <div className={styles.page}>
      <PageBanner
        title={title}
        subtitle={banner?.description || t(`hub.intro.${kind}`)}
        crumbs={[{ label: t('hub.home'), href: '/' }, { label: title }, { label: t('hub.overview') }]}
        crumbsLabel={t('hub.breadcrumb')}
      >
        <div className={styles.heroActions}>
          <AppLink href={linkOf('online-video-courses')} className={styles.primaryAction}>
            {t('hub.browseCourses')}
          </AppLink>
          {showClassroom && (
            <AppLink href={linkOf('classroom')} className={styles.secondaryAction}>
              {t('hub.browseClassrooms')}
            </AppLink>
          )}
        </div>
      </PageBanner>

      <section className={styles.section} aria-labelledby="hub-path">
        <div className={styles.sectionHead}>
          <h2 id="hub-path" className={styles.sectionTitle}>
            {t('hub.pathTitle')}
          </h2>
          <p className={styles.sectionText}>{t('hub.pathSubtitle')}</p>
        </div>
        <CertificationPath items={list.data} pending={list.isPending} failed={list.isError} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="hub-how">
        <div className={styles.sectionInner}>
          <div className={styles.sectionHead}>
            <h2 id="hub-how" className={styles.sectionTitle}>
              {t('hub.howTitle')}
            </h2>
            <p className={styles.sectionText}>{t('hub.howSubtitle')}</p>
          </div>
          <HowItWorks kind={kind} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="hub-learn">
        <div className={styles.sectionHead}>
          <h2 id="hub-learn" className={styles.sectionTitle}>
            {t('hub.learnTitle')}
          </h2>
        </div>
        <ul className={styles.waysGrid}>
          <li>
            <AppLink href={linkOf('online-video-courses')} className={styles.way}>
              <CourseIcon size={28} className={styles.wayIcon} />
              <span className={styles.wayTitle}>{t('hub.coursesTitle')}</span>
              <span className={styles.wayText}>{t('hub.coursesText')}</span>
              <span className={styles.wayMore}>
                {t('hub.browseCourses')} <ForwardArrowIcon className={styles.flip} />
              </span>
            </AppLink>
          </li>
          {showClassroom && (
            <li>
              <AppLink href={linkOf('classroom')} className={styles.way}>
                <CalendarIcon size={28} className={styles.wayIcon} />
                <span className={styles.wayTitle}>{t('hub.classroomTitle')}</span>
                <span className={styles.wayText}>{t('hub.classroomText')}</span>
                <span className={styles.wayMore}>
                  {t('hub.browseClassrooms')} <ForwardArrowIcon className={styles.flip} />
                </span>
              </AppLink>
            </li>
          )}
          <li>
            <AppLink href="/verify" className={styles.way}>
              <RosetteIcon size={28} className={styles.wayIcon} />
              <span className={styles.wayTitle}>{t('hub.verifyTitle')}</span>
              <span className={styles.wayText}>{t('hub.verifyText')}</span>
              <span className={styles.wayMore}>
                {t('hub.verifyLink')} <ForwardArrowIcon className={styles.flip} />
              </span>
            </AppLink>
          </li>
        </ul>
      </section>
    </div>
  );
};
