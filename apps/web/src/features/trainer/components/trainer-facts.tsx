import type { TrainerCard } from '@credo/contracts/trainer';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/shared/training/session-format';
import styles from './trainer.module.css';

/** Countries, languages and certifications of a trainer, as labelled rows of chips (empty rows left out). */
export const TrainerFacts = ({ trainer }: { trainer: TrainerCard }) => {
  const { t, i18n } = useTranslation();
  const rows = [
    { key: 'countries', label: t('trainer.countries'), items: trainer.countryCodes.map((c) => ({ id: c, name: countryName(c, i18n.language) ?? c })) },
    { key: 'languages', label: t('trainer.languages'), items: trainer.languages.map((l) => ({ id: String(l.id), name: l.name })) },
    { key: 'certifications', label: t('trainer.certifications'), items: trainer.certifications.map((c) => ({ id: String(c.id), name: c.name })) },
  ].filter((row) => row.items.length > 0);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.key} className={styles.factRow}>
          <dt className={styles.factLabel}>{row.label}</dt>
          <dd className={styles.factValue}>
            <ul className={`${styles.chips} ${row.key === 'certifications' ? styles.certChips : ''}`}>
              {row.items.map((item) => (
                <li key={item.id} className={styles.chip}>
                  {item.name}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
};
