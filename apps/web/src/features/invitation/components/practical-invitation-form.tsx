import { useTranslation } from 'react-i18next';
import { CareFields, type CareAnswers } from '@/shared/training/care-fields';
import { AppLink } from '@/shared/ui/app-link';
import type { PracticalInvitationState } from '../model/use-practical-invitation-form';
import { CodeFormFrame } from './code-form-frame';
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
  return (
    <CodeFormFrame
      stem="practical"
      inputId="practical-invitation-code"
      title={t('invitation.practical.formTitle')}
      code={code}
      placeholder={t('invitation.practical.codePlaceholder')}
      hint={t('invitation.practical.codeHint')}
      problem={problem}
      onCode={onCode}
      check={{ shown: !detail, loading: checking, onClick: onCheck }}
      onSubmit={onSubmit}
      submit={{ label: t('invitation.practical.submit'), loading: submitting }}
    >
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
    </CodeFormFrame>
  );
};
