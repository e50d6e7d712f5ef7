import type { CertificateVerification } from '@credo/contracts/certificate';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { levelName } from '@/shared/lib/level-name';
import { badgeOf, isValidCertificate, type VerifyBadge } from '../model/verify-state';
import styles from './verify.module.css';

const BADGE_TONES: Record<VerifyBadge, string> = {
  valid: styles.good,
  aboutToExpire: styles.warn,
  expired: styles.bad,
  renewed: styles.neutral,
  revoked: styles.bad,
  notFound: styles.bad,
};

const ValidGlyph = () => (
  <svg width={40} height={40} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
    <path d="m7.5 12.5 3 3 6-6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const InvalidGlyph = () => (
  <svg width={40} height={40} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
    <path d="m8.5 8.5 7 7m0-7-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The answer for one number: a verdict anyone understands, the state badge and the certificate's facts. */
export const VerificationResult = ({ result }: { result: CertificateVerification }) => {
  const { t, i18n } = useTranslation();
  const badge = badgeOf(result);
  const valid = isValidCertificate(result);
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language, 'long', 'UTC') : '—');
  const verdict = badge === 'notFound' ? t('verify.verdict.notFound') : valid ? t('verify.verdict.valid') : t('verify.verdict.invalid');

  return (
    <section className={`${styles.result} ${valid ? styles.resultValid : styles.resultInvalid}`} aria-labelledby="verify-verdict" aria-live="polite">
      <div className={styles.verdict}>
        <span className={styles.verdictIcon}>{valid ? <ValidGlyph /> : <InvalidGlyph />}</span>
        <div className={styles.verdictBody}>
          <span className={`${styles.badge} ${BADGE_TONES[badge]}`} data-testid="verify-badge">
            {t(`verify.state.${badge}`)}
          </span>
          <h2 id="verify-verdict" className={styles.verdictTitle}>
            {verdict}
          </h2>
          <p className={styles.verdictText}>{t(`verify.explain.${badge}`)}</p>
        </div>
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t('verify.fields.number')}</dt>
          <dd>
            <span dir="ltr" className={styles.number}>
              {result.number}
            </span>
          </dd>
        </div>
        {result.found && (
          <>
            <div className={styles.detail}>
              <dt>{t('verify.fields.holder')}</dt>
              <dd>{result.holderName ?? '—'}</dd>
            </div>
            <div className={styles.detail}>
              <dt>{t('verify.fields.certification')}</dt>
              <dd>{result.certificationName ?? '—'}</dd>
            </div>
            <div className={styles.detail}>
              <dt>{t('verify.fields.level')}</dt>
              <dd>{result.level === null ? '—' : levelName(t, result.level)}</dd>
            </div>
            <div className={styles.detail}>
              <dt>{t('verify.fields.version')}</dt>
              <dd>
                <span dir="ltr">{result.versionLabel ?? '—'}</span>
              </dd>
            </div>
            <div className={styles.detail}>
              <dt>{t('verify.fields.issued')}</dt>
              <dd>{date(result.issuedAt)}</dd>
            </div>
            <div className={styles.detail}>
              <dt>{badge === 'expired' ? t('verify.fields.expired') : t('verify.fields.expires')}</dt>
              <dd>{date(result.expiresAt)}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
};
