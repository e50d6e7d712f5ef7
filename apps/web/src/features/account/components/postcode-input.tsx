import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './profile-fields.module.css';

type PostcodeInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  status?: '' | 'error';
};

/** Splits '00-950' at its first hyphen. */
export const splitPostcode = (value: string | undefined): [string, string] => {
  const text = value ?? '';
  const at = text.indexOf('-');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
};

/** Joins the two parts with a hyphen; both empty is no postcode at all. */
export const joinPostcode = (first: string, second: string): string => (first.trim() === '' && second.trim() === '' ? '' : `${first.trim()}-${second.trim()}`);

/** Poland's postcode (sections 3 and 5): two inputs joined with '-', e.g. 00-950. */
export const PostcodeInput = ({ id, value, onChange, status }: PostcodeInputProps) => {
  const { t } = useTranslation();
  const [first, second] = splitPostcode(value);
  return (
    <div className={styles.postcode} dir="ltr">
      <Input
        id={id}
        value={first}
        maxLength={2}
        inputMode="numeric"
        status={status}
        aria-label={t('profile.postcodeFirst')}
        placeholder="00"
        onChange={(event) => onChange?.(joinPostcode(event.target.value, second))}
      />
      <span className={styles.postcodeDash} aria-hidden>
        -
      </span>
      <Input
        value={second}
        maxLength={3}
        inputMode="numeric"
        status={status}
        aria-label={t('profile.postcodeSecond')}
        placeholder="000"
        onChange={(event) => onChange?.(joinPostcode(first, event.target.value))}
      />
    </div>
  );
};
