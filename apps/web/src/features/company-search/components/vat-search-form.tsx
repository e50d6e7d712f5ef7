import { Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseVatNumber } from '../model/vat-number';
import styles from './company-search.module.css';

type VatSearchFormProps = {
  /** The number on screen, to start the box with. */
  initial: string;
  /** Called with the number the server will take; a number breaking the cert §5 rule never gets here. */
  onSearch: (vatNumber: string) => void;
};

/** The VAT number box: the digits rule of cert §5 is told here, before any call is made. */
export const VatSearchForm = ({ initial, onSearch }: VatSearchFormProps) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const vat = parseVatNumber(value);
    setInvalid(vat === null);
    if (vat) onSearch(vat);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate role="search" aria-label={t('companySearch.formLabel')}>
      <label htmlFor="vat-number" className={styles.formLabel}>
        {t('companySearch.vatLabel')}
      </label>
      <div className={styles.formRow}>
        <Input
          id="vat-number"
          size="large"
          dir="ltr"
          inputMode="numeric"
          maxLength={60}
          value={value}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('companySearch.placeholder')}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'vat-number-error' : 'vat-number-hint'}
          onChange={(event) => {
            setValue(event.target.value);
            if (invalid) setInvalid(false);
          }}
          className={styles.input}
        />
        <Button type="primary" size="large" htmlType="submit" className={styles.submit}>
          {t('companySearch.search')}
        </Button>
      </div>
      {invalid ? (
        <p id="vat-number-error" className={styles.formError} role="alert">
          {t('companySearch.invalid')}
        </p>
      ) : (
        <p id="vat-number-hint" className={styles.formHint}>
          {t('companySearch.hint')}
        </p>
      )}
    </form>
  );
};
