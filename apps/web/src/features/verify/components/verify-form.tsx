import { Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCertificateNumber } from '../model/verify-state';
import styles from './verify.module.css';

type VerifyFormProps = {
  /** The number on screen, to start the box with. */
  initial: string;
  /** Called with the canonical number; malformed numbers never get here (no call is made). */
  onCheck: (number: string) => void;
};

/** The box to check a certificate number: refuses what cannot be a number before asking the server. */
export const VerifyForm = ({ initial, onCheck }: VerifyFormProps) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = parseCertificateNumber(value);
    setInvalid(number === null);
    if (number) onCheck(number);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate role="search" aria-label={t('verify.formLabel')}>
      <label htmlFor="verify-number" className={styles.formLabel}>
        {t('verify.numberLabel')}
      </label>
      <div className={styles.formRow}>
        <Input
          id="verify-number"
          size="large"
          dir="ltr"
          value={value}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('verify.placeholder')}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'verify-number-error' : 'verify-number-hint'}
          onChange={(event) => {
            setValue(event.target.value);
            if (invalid) setInvalid(false);
          }}
          className={styles.input}
        />
        <Button type="primary" size="large" htmlType="submit" className={styles.submit}>
          {t('verify.check')}
        </Button>
      </div>
      {invalid ? (
        <p id="verify-number-error" className={styles.formError} role="alert">
          {t('verify.malformed')}
        </p>
      ) : (
        <p id="verify-number-hint" className={styles.formHint}>
          {t('verify.hint')}
        </p>
      )}
    </form>
  );
};
