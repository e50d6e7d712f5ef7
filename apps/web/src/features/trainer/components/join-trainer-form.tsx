import { TRAINER_DECLINED_DELETE_BUSINESS_DAYS, TRAINER_TEXT_LIMITS } from '@credo/contracts/trainer-application';
import type { UserInfo } from '@credo/contracts/user';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { getValidateCode, submitApplication, type ApplicationContext, type ApplicationSubmitted } from '../api/trainer-application-calls';
import {
  CV_MAX_MB,
  TEACHING_LANGUAGES,
  checkJoinValues,
  fieldOfRefusal,
  toApplicationForm,
  type JoinErrors,
  type JoinField,
  type JoinValues,
} from '../model/join-form';
import styles from './join-trainer.module.css';
import { ValidateCodeField } from './validate-code-field';

type Props = { user: UserInfo; context: ApplicationContext; onSent: (sent: ApplicationSubmitted) => void };

const initialValues = (user: UserInfo): JoinValues => ({
  name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || '',
  email: user.email ?? '',
  phoneCode: user.phoneCode ?? '',
  phoneNumber: user.phoneNumber ?? '',
  country: user.country ?? '',
  languages: [],
  otherLanguages: '',
  certificateNumbers: [],
  experience: '',
  cv: null,
  validateCode: '',
});

/** The application form (cert §6): every field checked here and again on the server, which has the last word. */
export const JoinTrainerForm = ({ user, context, onSent }: Props) => {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<JoinValues>(() => initialValues(user));
  const [errors, setErrors] = useState<JoinErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const code = useQuery({ queryKey: ['trainerValidateCode'], queryFn: getValidateCode, staleTime: Infinity, gcTime: 0, retry: 1 });

  const set = <K extends JoinField>(field: K, value: JoinValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: JoinField) => {
    const e = errors[field];
    return e ? t(`trainerApplication.${e.key}`, e.values) : undefined;
  };
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  const submit = async () => {
    setFormError(null);
    const found = checkJoinValues(values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      document.getElementById(`${ids}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (!code.data) return;
    setSending(true);
    const result = await submitApplication(toApplicationForm(values, code.data.key), values.cv!);
    setSending(false);
    if (result.ok) {
      onSent(result.data);
      return;
    }
    // Every attempt used the code up: a new image, an empty input.
    setValues((v) => ({ ...v, validateCode: '' }));
    void code.refetch();
    if (result.kind === 'business') {
      const field = fieldOfRefusal(result.data);
      if (field === 'validateCode') setErrors({ validateCode: { key: 'codeWrong' } });
      else if (field === 'cv') setErrors({ cv: { key: /MB/.test(result.message) ? 'cvSize' : 'cvType', values: { mb: CV_MAX_MB } } });
      else if (field) setErrors({ [field]: { key: 'required' } });
      else setFormError(result.code === 429 ? t('trainerApplication.tooMany') : result.text);
    } else if (result.kind !== 'unauthorized') setFormError(t('trainerApplication.failed'));
  };

  const text = (
    field: 'name' | 'email' | 'country' | 'phoneCode' | 'phoneNumber',
    label: string,
    props: { type?: string; autoComplete?: string; maxLength: number; inputMode?: 'numeric' | 'email' },
  ) => (
    <Field id={`${ids}-${field}`} label={label} error={message(field)}>
      <input
        id={`${ids}-${field}`}
        className={styles.input}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
        // Addresses and numbers read left to right on a right-to-left page too.
        dir={field === 'email' || field === 'phoneCode' || field === 'phoneNumber' ? 'ltr' : undefined}
        {...props}
      />
    </Field>
  );

  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${ids}-title`} className={styles.cardTitle}>
        {t('trainerApplication.formTitle')}
      </h2>
      {context.latest?.state === 'declined' && <p className={styles.note}>{t('trainerApplication.declinedNote')}</p>}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('trainerApplication.contact')}</legend>
        <div className={styles.grid2}>
          {text('name', t('trainerApplication.name'), { autoComplete: 'name', maxLength: TRAINER_TEXT_LIMITS.name })}
          {text('email', t('trainerApplication.email'), { type: 'email', autoComplete: 'email', maxLength: TRAINER_TEXT_LIMITS.email, inputMode: 'email' })}
        </div>
        <div className={styles.phoneRow}>
          {text('phoneCode', t('trainerApplication.phoneCode'), { autoComplete: 'tel-country-code', maxLength: 8, inputMode: 'numeric' })}
          {text('phoneNumber', t('trainerApplication.phoneNumber'), { type: 'tel', autoComplete: 'tel-national', maxLength: 30, inputMode: 'numeric' })}
        </div>
        {text('country', t('trainerApplication.country'), { autoComplete: 'country-name', maxLength: TRAINER_TEXT_LIMITS.country })}
      </fieldset>

      <fieldset className={styles.group} aria-describedby={errors.languages ? `${ids}-languages-error` : undefined}>
        <legend className={styles.legend}>{t('trainerApplication.languages')}</legend>
        <div className={styles.chips} id={`${ids}-languages`} tabIndex={-1}>
          {TEACHING_LANGUAGES.map((lang) => (
            <label key={lang} className={styles.chip}>
              <input
                type="checkbox"
                checked={values.languages.includes(lang)}
                onChange={(e) => set('languages', e.target.checked ? [...values.languages, lang] : values.languages.filter((l) => l !== lang))}
              />
              <span>{languageName.of(lang)}</span>
            </label>
          ))}
        </div>
        <Field id={`${ids}-otherLanguages`} label={t('trainerApplication.otherLanguages')} error={message('languages')} errorId={`${ids}-languages-error`}>
          <input
            id={`${ids}-otherLanguages`}
            className={styles.input}
            value={values.otherLanguages}
            onChange={(e) => set('otherLanguages', e.target.value)}
            maxLength={200}
          />
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('trainerApplication.certifications')}</legend>
        {context.certificates.length === 0 ? (
          <p className={styles.hint}>{t('trainerApplication.noCertificates')}</p>
        ) : (
          <ul className={styles.certificates}>
            {context.certificates.map((c) => (
              <li key={c.number}>
                <label className={styles.certificate}>
                  <input
                    type="checkbox"
                    checked={values.certificateNumbers.includes(c.number)}
                    onChange={(e) =>
                      set(
                        'certificateNumbers',
                        e.target.checked ? [...values.certificateNumbers, c.number] : values.certificateNumbers.filter((n) => n !== c.number),
                      )
                    }
                  />
                  <span>
                    <strong>{c.certificationName}</strong>
                    <small>
                      {c.number} · {t('trainerApplication.validUntil', { date: dateOf(c.expiresAt) })}
                    </small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {message('certificateNumbers') && <p className={styles.error}>{message('certificateNumbers')}</p>}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('trainerApplication.experience')}</legend>
        <Field id={`${ids}-experience`} label={t('trainerApplication.experienceHint')} error={message('experience')} quiet>
          <textarea
            id={`${ids}-experience`}
            className={styles.textarea}
            rows={6}
            value={values.experience}
            maxLength={TRAINER_TEXT_LIMITS.experience}
            onChange={(e) => set('experience', e.target.value)}
            aria-invalid={errors.experience ? true : undefined}
          />
        </Field>
        <Field id={`${ids}-cv`} label={t('trainerApplication.cv')} error={message('cv')}>
          <div className={styles.fileRow}>
            <label className={styles.fileButton}>
              <input
                id={`${ids}-cv`}
                type="file"
                accept="application/pdf,.pdf"
                className={styles.fileInput}
                onChange={(e) => set('cv', e.target.files?.[0] ?? null)}
                aria-invalid={errors.cv ? true : undefined}
              />
              {t('trainerApplication.chooseFile')}
            </label>
            <span className={styles.fileName}>{values.cv?.name ?? t('trainerApplication.cvHint', { mb: CV_MAX_MB })}</span>
          </div>
        </Field>
      </fieldset>

      <ValidateCodeField
        code={code.data}
        loading={code.isFetching}
        value={values.validateCode}
        error={message('validateCode')}
        onChange={(v) => set('validateCode', v)}
        onRenew={() => {
          set('validateCode', '');
          void code.refetch();
        }}
      />

      <p className={styles.privacy}>{t('trainerApplication.privacy', { days: TRAINER_DECLINED_DELETE_BUSINESS_DAYS })}</p>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button variant="primary" htmlType="submit" loading={sending} size="large" className={styles.submit}>
        {t('trainerApplication.submit')}
      </Button>
    </form>
  );
};

const Field = ({
  id,
  label,
  error,
  errorId,
  quiet,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  errorId?: string;
  quiet?: boolean;
  children: ReactNode;
}) => (
  <div className={styles.field}>
    <label className={quiet ? styles.hintLabel : styles.label} htmlFor={id}>
      {label}
    </label>
    {children}
    {error && (
      <p id={errorId ?? `${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    )}
  </div>
);
