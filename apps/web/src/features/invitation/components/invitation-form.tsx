import type { InvitationDetail } from '@credo/contracts/invitation';
import { Alert, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { AppLink } from '@/shared/ui/app-link';
import { RosetteIcon } from '@/shared/ui/content-icons';
import { levelName } from '@/shared/lib/level-name';
import type { InvitationFormState } from '../model/use-invitation-form';
import { CodeFormFrame } from './code-form-frame';
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
          <dd>{levelName(t, detail.level)}</dd>
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
  // A practical-exam code (relationType 2) is taken by /invitation/practical-exam, not by the use call.
  const practicalCode = detail?.relationType === 2;
  return (
    <CodeFormFrame
      stem="invitation"
      inputId="invitation-code"
      title={t('invitation.formTitle')}
      code={code}
      placeholder={t('invitation.codePlaceholder')}
      hint={t('invitation.codeHint')}
      problem={problem}
      onCode={onCode}
      check={{ shown: !detail, loading: checking }}
      onSubmit={detail ? onAccept : onCheck}
      submit={detail && !practicalCode ? { label: t('invitation.accept'), loading: accepting } : null}
    >
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
    </CodeFormFrame>
  );
};
