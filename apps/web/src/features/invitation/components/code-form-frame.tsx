import { Alert, Button, Input } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationProblem } from '../model/invitation-failure';
import styles from './invitation.module.css';

type Props = {
  /** `invitation` or `practical`: the stem of the ids of the form's title and the code's message. */
  stem: string;
  inputId: string;
  title: string;
  code: string;
  placeholder: string;
  hint: string;
  problem: InvitationProblem;
  onCode: (value: string) => void;
  /** Check code, until the code's detail is in; without `onClick` it submits the form. */
  check: { shown: boolean; loading: boolean; onClick?: () => void };
  onSubmit: () => void;
  /** The submit button, when there is something to submit. */
  submit: { label: string; loading: boolean } | null;
  /** What stands between the code field and the submit button. */
  children: ReactNode;
};

/**
 * The frame of both invitation forms (cert §2, §5, §8): title, the notice for 10018 and 10019,
 * the code field with Check code and its message or hint, and the submit button.
 */
export const CodeFormFrame = ({ stem, inputId, title, code, placeholder, hint, problem, onCode, check, onSubmit, submit, children }: Props) => {
  const { t } = useTranslation();
  const fieldError = problem.where === 'field' ? problem.text : null;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={`${stem}-form-title`}>
      <h2 id={`${stem}-form-title`} className={styles.formTitle}>
        {title}
      </h2>
      {problem.where === 'notice' && <Alert type="warning" showIcon className={styles.notice} title={problem.text} role="alert" />}
      <label htmlFor={inputId} className={styles.label}>
        {t('invitation.codeLabel')}
      </label>
      <div className={styles.codeRow}>
        <Input
          id={inputId}
          size="large"
          dir="ltr"
          value={code}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          status={fieldError ? 'error' : undefined}
          aria-invalid={!!fieldError}
          aria-describedby={fieldError ? `${stem}-code-error` : `${stem}-code-hint`}
          onChange={(event) => onCode(event.target.value)}
          className={styles.codeInput}
        />
        {check.shown && (
          <Button size="large" htmlType={check.onClick ? 'button' : 'submit'} loading={check.loading} onClick={check.onClick} className={styles.checkButton}>
            {t('invitation.check')}
          </Button>
        )}
      </div>
      {fieldError ? (
        <p id={`${stem}-code-error`} className={styles.fieldError} role="alert">
          {fieldError}
        </p>
      ) : (
        <p id={`${stem}-code-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {submit && (
        <div className={styles.actions}>
          <Button type="primary" size="large" htmlType="submit" loading={submit.loading}>
            {submit.label}
          </Button>
        </div>
      )}
    </form>
  );
};
