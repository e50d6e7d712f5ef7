import type { LearnerCertificate } from '@credo/contracts/certification-journey';
import { ErrorCode } from '@credo/contracts/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeFailure, showTips } from '@/shared/api/api-client';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { formatDate } from '@/shared/lib/format-date';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import buttonStyles from '@/shared/ui/button.module.css';
import { Tag } from '@/shared/ui/tag';
import { toast } from '@/shared/ui/toast';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { downloadCertificatePdf } from '../api/download-certificate-pdf';
import { DownloadIcon, ShieldIcon } from './certification-icons';
import styles from './certification.module.css';
import cardStyles from './certificate-card.module.css';

/** A line under the dates for every state but valid: what it means and what to do. */
const NOTE_TONES: Partial<Record<LearnerCertificate['state'], 'warning' | 'muted' | 'error'>> = {
  aboutToExpire: 'warning',
  expired: 'warning',
  renewed: 'muted',
  revoked: 'error',
};

type Props = { certificate: LearnerCertificate; renewing: boolean; onRenew: (certificateId: number) => void };

const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * The learner's certificate (cert §4 "Certificate", decision 0010): number, state, dates, the
 * PDF (only once the company is filled in: cert §5, code 20040), the public verification page
 * and renewal when it may be asked.
 */
export const CertificateCard = ({ certificate, renewing, onRenew }: Props) => {
  const { t, i18n } = useTranslation();
  const { siteInfo, languageId } = useSite();
  const { user } = useCurrentUser();
  const variantPath = useVariantPath();
  const [downloading, setDownloading] = useState(false);
  const [companyMissing, setCompanyMissing] = useState(false);

  const download = async () => {
    if (downloading) return;
    if (!user?.company?.trim()) {
      setCompanyMissing(true);
      return;
    }
    setDownloading(true);
    const result = await downloadCertificatePdf(certificate.number, { siteId: siteInfo.siteId, languageId });
    setDownloading(false);
    if (result.ok) {
      setCompanyMissing(false);
      saveBlob(result.blob, `${certificate.number}.pdf`);
    } else if (result.kind === 'transport') {
      toast.error(t('certification.certificate.downloadFailed'));
    } else if (result.code === ErrorCode.COMPANY_INFO_REQUIRED) {
      setCompanyMissing(true);
    } else if (result.code === ErrorCode.UNAUTHORIZED) {
      openLoginTip();
    } else {
      showTips(describeFailure(result.code, result.message, result.data));
    }
  };

  const date = (iso: string) => formatDate(iso, i18n.language, 'long');
  return (
    <section className={styles.certificate} aria-labelledby="certificate-title" data-testid="certificate-card">
      <div className={cardStyles.certificateHead}>
        <span className={cardStyles.certificateIcon}>
          <ShieldIcon size={22} />
        </span>
        <h3 id="certificate-title" className={cardStyles.certificateTitle}>
          {t('certification.certificate.title')}
        </h3>
        <Tag className={cardStyles.stateTag} data-state={certificate.state}>
          {t(`certification.certificate.states.${certificate.state}`)}
        </Tag>
      </div>
      <dl className={cardStyles.facts}>
        <div className={cardStyles.fact}>
          <dt>{t('certification.certificate.number')}</dt>
          <dd className={cardStyles.mono}>{certificate.number}</dd>
        </div>
        <div className={cardStyles.fact}>
          <dt>{t('certification.certificate.issued')}</dt>
          <dd>{date(certificate.issuedAt)}</dd>
        </div>
        <div className={cardStyles.fact}>
          <dt>{t('certification.certificate.expires')}</dt>
          <dd>{date(certificate.expiresAt)}</dd>
        </div>
      </dl>
      {NOTE_TONES[certificate.state] && (
        <p className={cardStyles.certificateNote} data-tone={NOTE_TONES[certificate.state]} data-testid="certificate-note">
          {t(`certification.certificate.notes.${certificate.state}`, { date: date(certificate.expiresAt) })}
        </p>
      )}
      {companyMissing && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('certification.certificate.companyRequired')}
          description={<Link to={variantPath('/my-learning/edit')}>{t('certification.certificate.completeInfo')}</Link>}
        />
      )}
      <div className={cardStyles.certificateActions}>
        {certificate.renewable && (
          <Button variant="primary" loading={renewing} onClick={() => onRenew(certificate.id)}>
            {t('certification.certificate.renew')}
          </Button>
        )}
        {certificate.state !== 'revoked' && (
          <Button icon={<DownloadIcon />} loading={downloading} onClick={() => void download()}>
            {t('certification.certificate.download')}
          </Button>
        )}
        {/* A secondary action beside the PDF: a router link (it navigates in the app) drawn as the
            outlined button, not a bare link under the buttons (issue 14 item 12). */}
        <Link
          className={[buttonStyles.button, buttonStyles.default, buttonStyles.middle, cardStyles.verifyLink].join(' ')}
          to={variantPath(`/verify/${encodeURIComponent(certificate.number)}`)}
        >
          <ShieldIcon />
          <span>{t('certification.certificate.verify')}</span>
        </Link>
      </div>
    </section>
  );
};
