import type { CountryEntry, Language } from '@credo/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/site-context';
import { Spinner } from '@/shared/ui/spinner';
import { useCountryName } from './country-name';
import { CheckIcon, ChevronEndIcon } from './header-icons';
import styles from './language-picker.module.css';
import type { LanguagePick } from './use-change-language';

/** Above this many countries the first step offers a filter box. */
export const COUNTRY_FILTER_THRESHOLD = 8;

type LanguagePickerProps = {
  onPick: (pick: LanguagePick) => void;
  /** The pick being applied (its row shows a spinner; the others are disabled). */
  pending?: LanguagePick;
};

const languagesOf = (entry: CountryEntry, languages: readonly Language[]) =>
  entry.languageList.map((id) => languages.find((language) => language.id === id)).filter((l): l is Language => Boolean(l));

/**
 * The language selector's content (cert §2): the country first, then that country's languages.
 * Without a country list (the call failed) the site's languages are offered directly.
 */
export const LanguagePicker = ({ onPick, pending }: LanguagePickerProps) => {
  const { t } = useTranslation();
  const { countries, languages, languageId, languageCountryCode } = useSite();
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const usable = useMemo(() => countries.filter((entry) => languagesOf(entry, languages).length > 0), [countries, languages]);
  const countryName = useCountryName();
  const busy = Boolean(pending);

  const languageRows = (list: readonly Language[], country: string | undefined) => (
    <ul className={styles.list} aria-label={t('language.languagesLabel')}>
      {list.map((language) => {
        const current = language.id === languageId && (!country || country === languageCountryCode);
        const applying = pending?.languageId === language.id && pending.countryCode === country;
        return (
          <li key={language.id}>
            <button
              type="button"
              className={`${styles.row} ${current ? styles.current : ''}`}
              disabled={busy}
              aria-current={current ? 'true' : undefined}
              onClick={() => onPick({ languageId: language.id, countryCode: country })}
            >
              <span className={styles.name} lang={language.languageSimple} dir="auto">
                {language.languageComplete}
              </span>
              <span className={styles.mark}>{applying ? <Spinner size="small" /> : current ? <CheckIcon /> : null}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );

  if (usable.length === 0) return <div className={styles.picker}>{languageRows(languages, undefined)}</div>;

  const chosen = countryCode ? usable.find((entry) => entry.countryCode === countryCode) : undefined;
  if (chosen) {
    return (
      <div className={styles.picker}>
        <button type="button" className={styles.back} onClick={() => setCountryCode(null)} disabled={busy}>
          <span className={styles.backIcon}>
            <ChevronEndIcon />
          </span>
          {t('language.allCountries')}
        </button>
        <p className={styles.step}>{t('language.chooseLanguageIn', { country: countryName(chosen.countryCode, chosen.country) })}</p>
        {languageRows(languagesOf(chosen, languages), chosen.countryCode)}
      </div>
    );
  }

  const needle = filter.trim().toLocaleLowerCase();
  const named = usable.map((entry) => ({ entry, name: countryName(entry.countryCode, entry.country) }));
  const shown = needle ? named.filter(({ entry, name }) => `${name} ${entry.country}`.toLocaleLowerCase().includes(needle)) : named;
  return (
    <div className={styles.picker}>
      <p className={styles.step}>{t('language.chooseCountry')}</p>
      {usable.length > COUNTRY_FILTER_THRESHOLD && (
        <input
          className={styles.filter}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('language.filterCountries')}
          aria-label={t('language.filterCountries')}
        />
      )}
      <ul className={styles.list} aria-label={t('language.countriesLabel')}>
        {shown.map(({ entry, name }) => {
          const current = entry.countryCode === languageCountryCode;
          return (
            <li key={entry.countryCode}>
              <button
                type="button"
                className={`${styles.row} ${current ? styles.current : ''}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => setCountryCode(entry.countryCode)}
              >
                <span className={styles.country}>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.sub}>
                    {languagesOf(entry, languages).map((language) => (
                      <span key={language.id} lang={language.languageSimple} dir="auto">
                        {language.languageComplete}
                      </span>
                    ))}
                  </span>
                </span>
                <span className={styles.mark}>
                  {current && <CheckIcon />}
                  <span className={styles.next}>
                    <ChevronEndIcon />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
        {shown.length === 0 && <li className={styles.empty}>{t('language.noCountry')}</li>}
      </ul>
    </div>
  );
};
