import { Alert, Button, Input } from 'antd';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CareFields, type CareAnswers } from '@/shared/training/care-fields';
import { AppLink } from '@/shared/ui/app-link';
import type { PracticalInvitationState } from '../model/use-practical-invitation-form';
import { InvitationSession } from './invitation-session';
import styles from './invitation.module.css';

type Props = {
  state: PracticalInvitationState;
  onCode: (value: string) => void;
  onCare: (value: CareAnswers) => void;
  onCheck: () => void;
  onSubmit: () => void;
};

/**
 * The practical-exam invitation form: code (Check code shows its session), allergies and dietary
 * requirements (cert §5), Enrol. 10018 and 10019 show in the notice above; every other refusal
 * under the code field, as on /invitation.
 */
export const PracticalInvitationForm = ({ state, onCode, onCare, onCheck, onSubmit }: Props) => {
  const { t } = useTranslation();
  const { code, detail, otherType, care, problem, checking, submitting } = state;
  const fieldError = problem.where === 'field' ? problem.text : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="practical-form-title">
      <h2 id="practical-form-title" className={styles.formTitle}>
        {t('invitation.practical.formTitle')}
      </h2>
      {problem.where === 'notice' && <Alert type="warning" showIcon className={styles.notice} title={problem.text} role="alert" />}
      <label htmlFor="practical-invitation-code" className={styles.label}>
        {t('invitation.codeLabel')}
      </label>
      <div className={styles.codeRow}>
        <Input
          id="practical-invitation-code"
          size="large"
          dir="ltr"
          value={code}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('invitation.practical.codePlaceholder')}
          status={fieldError ? 'error' : undefined}
          aria-invalid={!!fieldError}
          aria-describedby={fieldError ? 'practical-code-error' : 'practical-code-hint'}
          onChange={(event) => onCode(event.target.value)}
          className={styles.codeInput}
        />
        {!detail && (
          <Button size="large" loading={checking} onClick={onCheck} className={styles.checkButton}>
            {t('invitation.check')}
          </Button>
        )}
      </div>
      {fieldError ? (
        <p id="practical-code-error" className={styles.fieldError} role="alert">
          {fieldError}
        </p>
      ) : (
        <p id="practical-code-hint" className={styles.hint}>
          {t('invitation.practical.codeHint')}
        </p>
      )}
      {otherType && (
        <p className={styles.typeHint}>
          <AppLink href={`/invitation?code=${encodeURIComponent(code.trim())}`}>{t('invitation.practical.wrongTypeLink')}</AppLink>
        </p>
      )}

      {detail?.session && (
        <section className={styles.detail} aria-labelledby="practical-detail">
          <p className={styles.detailEyebrow}>{t('invitation.practical.enrolsIn')}</p>
          <h3 id="practical-detail" className={styles.detailTitle}>
            {detail.certificationName}
          </h3>
          <InvitationSession session={detail.session} relationType={detail.relationType} />
        </section>
      )}

      <div className={styles.care}>
        <CareFields idPrefix="practical-invitation" value={care} onChange={onCare} disabled={submitting} />
      </div>

      <div className={styles.actions}>
        <Button type="primary" size="large" htmlType="submit" loading={submitting}>
          {t('invitation.practical.submit')}
        </Button>
      </div>
    </form>
  );
};
