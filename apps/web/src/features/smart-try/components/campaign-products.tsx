import type { SmartTryCampaign } from '@credo/contracts/smart-try';
import { useTranslation } from 'react-i18next';
import styles from './smart-try.module.css';

/** The campaign's products (name, picture, what it is good for) and where they are handed out. */
export const CampaignProducts = ({ campaign }: { campaign: SmartTryCampaign }) => {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="smart-try-products" className={styles.section}>
        <h2 id="smart-try-products" className={styles.sectionTitle}>
          {t('smartTry.productsTitle')}
        </h2>
        <ul className={styles.products}>
          {campaign.products.map((p) => (
            <li key={p.id} className={styles.product} data-testid="smart-try-product">
              {p.imageUrl && <img className={styles.productImage} src={p.imageUrl} alt="" loading="lazy" width={320} height={180} />}
              <div className={styles.productBody}>
                <span className={styles.productType}>{t(`smartTry.productType.${p.productType}`, { defaultValue: p.productType })}</span>
                <h3 className={styles.productName}>
                  {/* Model names are Latin in every language: isolated, so "2-Wire …" keeps its order on the Arabic page. */}
                  <bdi>{p.name}</bdi>
                </h3>
                <p className={styles.productText}>{p.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="smart-try-distributors" className={styles.section}>
        <h2 id="smart-try-distributors" className={styles.sectionTitle}>
          {t('smartTry.distributorsTitle')}
        </h2>
        <ul className={styles.distributors}>
          {campaign.distributors.map((d) => (
            <li key={d.id} className={styles.distributor}>
              <strong>{d.name}</strong>
              {d.city && <span className={styles.muted}>{d.city}</span>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
};

/** The three steps of the campaign, in the page's language. */
export const HowItWorks = ({ body }: { body: string }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="smart-try-how" className={styles.section}>
      <h2 id="smart-try-how" className={styles.sectionTitle}>
        {t('smartTry.howTitle')}
      </h2>
      <p className={styles.lead}>{body}</p>
      <ol className={styles.steps}>
        {(['step1', 'step2', 'step3'] as const).map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <strong>{t(`smartTry.${step}Title`)}</strong>
              <p className={styles.muted}>{t(`smartTry.${step}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};
