import { Button, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { RosetteIcon } from '@/shared/ui/content-icons';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useCertificateVerification } from '../api/verify-certificate';
import { VerificationResult } from '../components/verification-result';
import { VerifyForm } from '../components/verify-form';
import styles from '../components/verify.module.css';
import { parseCertificateNumber } from '../model/verify-state';

/** Verification pages hold a person's name: keep them out of search engines. */
const useNoIndex = () => {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
};

/**
 * /verify/{number} and its /mobile twin (issue 7; decision 0010): public, no login. Anyone checks
 * a certificate number; a number we never issued, a revoked, expired or replaced one reads NOT valid.
 */
export const VerifyPage = () => {
  const { t } = useTranslation();
  const raw = useParams().number;
  const number = parseCertificateNumber(raw);
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const query = useCertificateVerification(number);
  usePageTitle(t('verify.title'));
  useNoIndex();

  const check = (next: string) => {
    if (next === number) void query.refetch();
    else void navigate(variantPath(`/verify/${encodeURIComponent(next)}`));
  };

  let body;
  if (!raw) {
    body = <StatePanel icon={<RosetteIcon size={32} />} title={t('verify.intro')} description={t('verify.introHint')} />;
  } else if (number === null) {
    body = <StatePanel tone="error" icon={<RosetteIcon size={32} />} title={t('verify.malformedTitle')} description={t('verify.malformed')} />;
  } else if (query.isPending) {
    body = (
      <div className={styles.result} aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <StatePanel
        tone="error"
        icon={<RosetteIcon size={32} />}
        title={t('verify.loadError')}
        description={t('verify.loadErrorHint')}
        actions={
          <Button type="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <VerificationResult result={query.data} />;
  }

  return (
    <div className={styles.page}>
      <PageBanner
        title={t('verify.title')}
        subtitle={t('verify.subtitle')}
        crumbs={[{ label: t('verify.home'), href: '/' }, { label: t('verify.title') }]}
        crumbsLabel={t('verify.breadcrumb')}
      >
        <VerifyForm key={raw ?? ''} initial={number ?? raw ?? ''} onCheck={check} />
      </PageBanner>
      <div className={styles.body}>{body}</div>
    </div>
  );
};
