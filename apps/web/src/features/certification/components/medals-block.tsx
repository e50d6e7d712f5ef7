import type { Medals } from '@credo/contracts/certificate';
import { useTranslation } from 'react-i18next';
import { useMyCertificates } from '../api/query-my-certificates';
import styles from './certification.module.css';
import medalStyles from './medals.module.css';

/** Bronze, silver, gold: the associate, professional, expert certificates held (cert §9). */
const TIERS = ['bronze', 'silver', 'gold'] as const satisfies readonly (keyof Medals)[];
type Tier = (typeof TIERS)[number];

/** A medal on its ribbon, coloured by the tier through `data-tier` in the CSS. Decorative. */
const MedalDisc = ({ tier }: { tier: Tier }) => (
  <svg className={medalStyles.medalDisc} data-tier={tier} width="34" height="40" viewBox="0 0 34 40" aria-hidden="true" focusable="false">
    <path d="M9 1h6l4 12h-6z" className={medalStyles.medalRibbonLeft} />
    <path d="M25 1h-6l-4 12h6z" className={medalStyles.medalRibbonRight} />
    <circle cx="17" cy="25" r="13" className={medalStyles.medalMetal} />
    <circle cx="17" cy="25" r="9" className={medalStyles.medalInner} />
    <path d="m17 19.5 1.7 3.5 3.8.5-2.8 2.6.7 3.8-3.4-1.8-3.4 1.8.7-3.8-2.8-2.6 3.8-.5z" className={medalStyles.medalStar} />
  </svg>
);

/**
 * "Your medals" (cert §9): the counts of GET /user/certificate/list, for a signed-in learner
 * holding at least one certificate. While it loads an empty box holds their place (no layout
 * shift); nothing when the call fails: the medals are an extra beside the certificate, never
 * made-up numbers.
 */
export const MedalsBlock = ({ userId }: { userId: number | null }) => {
  const { t, i18n } = useTranslation();
  const { data, isPending, fetchStatus } = useMyCertificates(userId);
  // While the list loads, its place is held (the learner holds at least this certificate), so the
  // page does not move when the medals come; nothing is drawn in it.
  if (isPending && fetchStatus !== 'idle') return <div className={styles.medalsReserved} aria-hidden="true" data-testid="medals-loading" />;
  if (!data || data.certificates.length === 0) return null;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section className={medalStyles.medals} aria-labelledby="medals-title" data-testid="medals">
      <h3 id="medals-title" className={medalStyles.medalsTitle}>
        {t('certification.medals.title')}
      </h3>
      <ul className={medalStyles.medalList}>
        {TIERS.map((tier) => (
          <li key={tier} className={medalStyles.medal} data-empty={data.medals[tier] === 0 || undefined}>
            <span role="img" className={medalStyles.medalBody} aria-label={t(`certification.medals.label.${tier}`, { number: data.medals[tier] })}>
              <MedalDisc tier={tier} />
              <span className={medalStyles.medalCount}>{count.format(data.medals[tier])}</span>
              <span className={medalStyles.medalName}>{t(`certification.medals.${tier}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.small}>{t('certification.medals.note')}</p>
    </section>
  );
};
