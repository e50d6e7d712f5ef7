import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './training.module.css';

/** The contracts' limit of both answers (practicalExamEnrollBody, practicalExamInvitationBody). */
export const CARE_TEXT_MAX = 200;

export type CareAnswers = { allergies: string; dietaryRequirements: string };
export const emptyCare: CareAnswers = { allergies: '', dietaryRequirements: '' };

type Props = {
  /** Prefix of the field ids: two forms on one page stay distinct. */
  idPrefix: string;
  value: CareAnswers;
  onChange: (value: CareAnswers) => void;
  disabled?: boolean;
};

/**
 * The two questions of a practical-exam enrolment (cert §5 "Practical-exam enrol asks for
 * allergies and dietary requirements"), used by the certification page's enrol dialog and the
 * practical-exam invitation page. Both are optional ("None" is a fine answer), 200 characters.
 */
export const CareFields = ({ idPrefix, value, onChange, disabled }: Props) => {
  const { t } = useTranslation();
  const fields = [
    { key: 'allergies', label: t('training.care.allergies'), placeholder: t('training.care.allergiesPlaceholder') },
    { key: 'dietaryRequirements', label: t('training.care.dietary'), placeholder: t('training.care.dietaryPlaceholder') },
  ] as const;
  return (
    <fieldset className={styles.care}>
      <legend className={styles.careLegend}>{t('training.care.legend')}</legend>
      <p className={styles.careIntro}>{t('training.care.intro')}</p>
      {fields.map((field) => (
        <div key={field.key} className={styles.careField}>
          <label htmlFor={`${idPrefix}-${field.key}`} className={styles.careLabel}>
            {field.label}
          </label>
          <Input.TextArea
            id={`${idPrefix}-${field.key}`}
            value={value[field.key]}
            maxLength={CARE_TEXT_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={field.placeholder}
            disabled={disabled}
            dir="auto"
            onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
};
