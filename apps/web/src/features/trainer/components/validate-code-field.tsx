import { useTranslation } from 'react-i18next';
import type { ValidateCode } from '../api/trainer-application-calls';
import styles from './join-trainer.module.css';

type Props = {
  code: ValidateCode | undefined;
  loading: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onRenew: () => void;
};

/** The image verification code (checked once on the server): the image, a new-image button and the input. */
export const ValidateCodeField = ({ code, loading, value, error, onChange, onRenew }: Props) => {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="join-code">
        {t('trainerApplication.code')}
      </label>
      <div className={styles.codeRow}>
        <input
          id="join-code"
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'join-code-error' : 'join-code-hint'}
        />
        <span className={styles.codeImage} aria-busy={loading || undefined}>
          {code && <img src={code.image} alt={t('trainerApplication.codeImage')} width={150} height={50} />}
        </span>
        <button type="button" className={styles.linkButton} onClick={onRenew} disabled={loading}>
          {t('trainerApplication.newCode')}
        </button>
      </div>
      {error ? (
        <p id="join-code-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id="join-code-hint" className={styles.hint}>
          {t('trainerApplication.codeHint')}
        </p>
      )}
    </div>
  );
};
