import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-client';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { MagnifierIcon, RosetteIcon } from '@/shared/ui/content-icons';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useCompanyCertificates } from '../api/company-certificates';
import { CompanyCertificateList } from '../components/company-certificate-list';
import styles from '../components/company-search.module.css';
import { VatSearchForm } from '../components/vat-search-form';
import { parseVatNumber } from '../model/vat-number';

/** The number searched lives in the address (?vat=…), so a result can be shared and reloaded. */
const VAT_PARAM = 'vat';

/**
 * /vat (issue 21 item 4; decision 0018; no /mobile twin, laid out down to 375 px): anyone enters a
 * company's VAT number and sees its people's valid certificates. Only where the site's
 * showCompanyCertificate is on; the server answers the page 404 elsewhere, and so does this page.
 */
export const CompanySearchPage = () => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const [params, setParams] = useSearchParams();
  const raw = params.get(VAT_PARAM);
  const vat = parseVatNumber(raw);
  const enabled = siteInfo.showCompanyCertificate;
  const query = useCompanyCertificates(enabled ? vat : null);
  usePageTitle(t('companySearch.title'));

  const search = (next: string) => {
    if (next === vat) void query.refetch();
    else setParams({ [VAT_PARAM]: next });
  };

  let body;
  if (!enabled) {
    body = <StatePanel icon={<RosetteIcon size={32} />} title={t('companySearch.unavailable')} description={t('companySearch.unavailableHint')} />;
  } else if (!raw) {
    body = <StatePanel icon={<MagnifierIcon size={30} />} title={t('companySearch.intro')} description={t('companySearch.introHint')} />;
  } else if (vat === null) {
    body = <StatePanel tone="error" icon={<RosetteIcon size={32} />} title={t('companySearch.invalidTitle')} description={t('companySearch.invalid')} />;
  } else if (query.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true" aria-label={t('companySearch.loading')}>
        <Skeleton active avatar paragraph={{ rows: 2 }} />
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (query.isError) {
    const tooMany = query.error instanceof ApiError && query.error.code === 429;
    body = (
      <StatePanel
        tone="error"
        icon={<RosetteIcon size={32} />}
        title={tooMany ? t('companySearch.tooMany') : t('companySearch.loadError')}
        description={tooMany ? t('companySearch.tooManyHint') : t('companySearch.loadErrorHint')}
        actions={
          tooMany ? undefined : (
            <Button type="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  } else if (query.data.certificates.length === 0) {
    body = (
      <StatePanel
        icon={<MagnifierIcon size={30} />}
        title={t('companySearch.emptyTitle', { vat: query.data.vatNumber })}
        description={t('companySearch.emptyHint')}
      />
    );
  } else {
    body = <CompanyCertificateList result={query.data} />;
  }

  return (
    <div className={styles.page}>
      <PageBanner
        title={t('companySearch.title')}
        subtitle={t('companySearch.subtitle')}
        crumbs={[{ label: t('companySearch.home'), href: '/' }, { label: t('companySearch.title') }]}
        crumbsLabel={t('companySearch.breadcrumb')}
      >
        {enabled && <VatSearchForm key={raw ?? ''} initial={vat ?? raw ?? ''} onSearch={search} />}
      </PageBanner>
      <div className={styles.body}>{body}</div>
    </div>
  );
};
