import type { CompanyCertificates } from '@credo/contracts/company-search';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { levelName } from '@/shared/lib/level-name';
import { AppLink } from '@/shared/ui/app-link';
import { RosetteIcon } from '@/shared/ui/content-icons';
import styles from './company-search.module.css';

/** The company's valid certificates: one card each, holder as the company search may show them (decision 0018). */
export const CompanyCertificateList = ({ result }: { result: CompanyCertificates }) => {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.results} aria-labelledby="company-results-title">
      <h2 id="company-results-title" className={styles.resultsTitle}>
        {t('companySearch.found', { count: result.certificates.length, vat: result.vatNumber })}
      </h2>
      <p className={styles.resultsNote}>{t('companySearch.privacyNote')}</p>
      <ul className={styles.list}>
        {result.certificates.map((c) => (
          <li key={c.number} className={styles.card} data-testid="company-certificate">
            <span className={styles.cardIcon} aria-hidden="true">
              <RosetteIcon size={26} />
            </span>
            <div className={styles.cardMain}>
              <p className={styles.certName}>
                <bdi>{c.certificationName}</bdi>
              </p>
              <p className={styles.holder}>
                {/* A Latin name in an Arabic page keeps its own direction ("Omar K.", not ".Omar K"). */}
                <bdi>{c.holderName}</bdi>
              </p>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('companySearch.level')}</dt>
                <dd>{levelName(t, c.level)}</dd>
              </div>
              <div>
                <dt>{t('companySearch.validUntil')}</dt>
                <dd>{formatDate(c.validUntil, i18n.language, 'long', 'UTC')}</dd>
              </div>
            </dl>
            <AppLink href={`/verify/${encodeURIComponent(c.number)}`} className={styles.verify}>
              {t('companySearch.verify')}{' '}
              <span dir="ltr" className={styles.number}>
                {c.number}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
};
