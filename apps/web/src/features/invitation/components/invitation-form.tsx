import type { InvitationDetail } from '@credo/contracts/invitation';
import { Alert, Button, Checkbox, Input } from 'antd';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { AppLink } from '@/shared/ui/app-link';
import { RosetteIcon } from '@/shared/ui/content-icons';
import type { InvitationFormState } from '../model/use-invitation-form';
import { InvitationSession } from './invitation-session';
import styles from './invitation.module.css';

type InvitationFormProps = {
  state: InvitationFormState;
  onCode: (value: string) => void;
  onNotify: (value: boolean) => void;
  onCheck: () => void;
  onAccept: () => void;
};

const DetailCard = ({ detail }: { detail: InvitationDetail }) => {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.detail} aria-labelledby="invitation-detail">
      <p className={styles.detailEyebrow}>{t('invitation.enrolsIn')}</p>
      <h2 id="invitation-detail" className={styles.detailTitle}>
        <RosetteIcon size={22} className={styles.detailIcon} />
        {detail.certificationName}
      </h2>
      <dl className={styles.detailFacts}>
        <div>
          <dt>{t('invitation.fields.level')}</dt>
          <dd>{t(`invitation.level.${detail.level}`, { defaultValue: String(detail.level) })}</dd>
        </div>
        <div>
          <dt>{t('invitation.fields.version')}</dt>
          <dd>
            <span dir="ltr">{detail.versionLabel}</span>
          </dd>
        </div>
        <div>
          <dt>{t('invitation.fields.expires')}</dt>
          <dd>{formatDate(detail.expiresAt, i18n.language, 'long')}</dd>
        </div>
      </dl>
      {detail.session && <InvitationSession session={detail.session} relationType={detail.relationType} />}
    </section>
  );
};

/**
 * The invitation code form (cert §2 /invitation, §5, §8): code, e-mail notification choice, the
 * code's certification once checked, and Accept. 10018 and 10019 show in the notice above;
 * every other refusal under the code field.
 */
export const InvitationForm = ({ state, onCode, onNotify, onCheck, onAccept }: InvitationFormProps) => {
  const { t } = useTranslation();
  const { code, detail, notify, problem, checking, accepting } = state;
  const fieldError = problem.where === 'field' ? problem.text : null;
  // A practical-exam code (relationType 2) is taken by /invitation/practical-exam, not by the use call.
  const practicalCode = detail?.relationType === 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (detail) onAccept();
    else onCheck();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="invitation-form-title">
      <h2 id="invitation-form-title" className={styles.formTitle}>
        {t('invitation.formTitle')}
      </h2>
      {problem.where === 'notice' && <Alert type="warning" showIcon className={styles.notice} title={problem.text} role="alert" />}
      <label htmlFor="invitation-code" className={styles.label}>
        {t('invitation.codeLabel')}
      </label>
      <div className={styles.codeRow}>
        <Input
          id="invitation-code"
          size="large"
          dir="ltr"
          value={code}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('invitation.codePlaceholder')}
          status={fieldError ? 'error' : undefined}
          aria-invalid={!!fieldError}
          aria-describedby={fieldError ? 'invitation-code-error' : 'invitation-code-hint'}
          onChange={(event) => onCode(event.target.value)}
          className={styles.codeInput}
        />
        {!detail && (
          <Button size="large" htmlType="submit" loading={checking} className={styles.checkButton}>
            {t('invitation.check')}
          </Button>
        )}
      </div>
      {fieldError ? (
        <p id="invitation-code-error" className={styles.fieldError} role="alert">
          {fieldError}
        </p>
      ) : (
        <p id="invitation-code-hint" className={styles.hint}>
          {t('invitation.codeHint')}
        </p>
      )}

      {detail && <DetailCard detail={detail} />}
      {practicalCode && (
        <Alert
          type="info"
          showIcon
          className={styles.typeNotice}
          title={t('invitation.practicalCode')}
          description={
            <AppLink href={`/invitation/practical-exam?code=${encodeURIComponent(detail.code)}`} className={styles.asideLink}>
              {t('invitation.practicalCodeLink')}
            </AppLink>
          }
          data-testid="practical-code-notice"
        />
      )}

      <Checkbox checked={notify} onChange={(event) => onNotify(event.target.checked)} className={styles.notify}>
        {t('invitation.notify')}
      </Checkbox>

      {detail && !practicalCode && (
        <div className={styles.actions}>
          <Button type="primary" size="large" htmlType="submit" loading={accepting}>
            {t('invitation.accept')}
          </Button>
        </div>
      )}
    </form>
  );
};
