import { ErrorCode } from '@credo/contracts/errors';
import { SMART_TRY_NOTE_MAX, type SmartTryCampaign, type SmartTryCertificate } from '@credo/contracts/smart-try';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { requestSmartTry } from '../api/smart-try-calls';
import { checkDraft, emptyDraft, fieldOf, toBody, type DraftIssues, type RequestDraft, type RequestField } from '../model/request-form';
import styles from './smart-try.module.css';

const REQUIRED_KEY: Record<Exclude<RequestField, 'note'>, string> = {
  certificateNumber: 'smartTry.requiredCertificate',
  productId: 'smartTry.requiredProduct',
  distributorId: 'smartTry.requiredDistributor',
};

type Props = {
  campaign: SmartTryCampaign;
  certificates: SmartTryCertificate[];
  /** After a request is taken, or refused as a repeat: the page reloads the viewer's state. */
  onDone: () => void;
};

/** The request form (cert §5: certification type, product type and distributor required), checked here and on the server. */
export const RequestForm = ({ campaign, certificates, onDone }: Props) => {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<RequestDraft>(() => emptyDraft(certificates));
  const [issues, setIssues] = useState<DraftIssues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const noteId = useId();
  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  const set = (field: RequestField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setIssues(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    const result = await requestSmartTry(toBody(campaign.id, draft));
    setSending(false);
    if (result.ok) return onDone();
    if (result.kind === 'business' && result.code === ErrorCode.ALREADY_REGISTERED) {
      setFailure(t('smartTry.alreadyRequested'));
      return onDone();
    }
    const field = result.kind === 'business' ? fieldOf(result.data) : null;
    if (field && field !== 'note') setIssues({ [field]: 'required' });
    else setFailure(result.kind === 'business' ? result.text : t('smartTry.submitError'));
  };

  const issueOf = (field: Exclude<RequestField, 'note'>) =>
    issues[field] ? (
      <p className={styles.fieldError} role="alert">
        {t(REQUIRED_KEY[field])}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('smartTry.formTitle')}>
      <h2 className={styles.panelTitle}>{t('smartTry.formTitle')}</h2>
      <p className={styles.muted}>{t('smartTry.formIntro')}</p>
      <div className={issues.certificateNumber ? styles.invalid : undefined}>
        <SelectField
          label={`${t('smartTry.certificateLabel')} *`}
          name="certificateNumber"
          value={draft.certificateNumber}
          onChange={(v) => set('certificateNumber', v)}
          aria-invalid={Boolean(issues.certificateNumber)}
          options={[
            { value: '', label: t('smartTry.choose') },
            ...certificates.map((c) => ({
              value: c.number,
              label: t('smartTry.certificateOption', { name: c.certificationName, date: dateOf(c.validUntil) }),
            })),
          ]}
        />
        {issueOf('certificateNumber')}
      </div>
      <div className={issues.productId ? styles.invalid : undefined}>
        <SelectField
          label={`${t('smartTry.productLabel')} *`}
          name="productId"
          value={draft.productId}
          onChange={(v) => set('productId', v)}
          aria-invalid={Boolean(issues.productId)}
          options={[{ value: '', label: t('smartTry.choose') }, ...campaign.products.map((p) => ({ value: String(p.id), label: p.name }))]}
        />
        {issueOf('productId')}
      </div>
      <div className={issues.distributorId ? styles.invalid : undefined}>
        <SelectField
          label={`${t('smartTry.distributorLabel')} *`}
          name="distributorId"
          value={draft.distributorId}
          onChange={(v) => set('distributorId', v)}
          aria-invalid={Boolean(issues.distributorId)}
          options={[
            { value: '', label: t('smartTry.choose') },
            ...campaign.distributors.map((d) => ({ value: String(d.id), label: d.city ? `${d.name} · ${d.city}` : d.name })),
          ]}
        />
        {issueOf('distributorId')}
      </div>
      <div className={styles.noteField}>
        <label htmlFor={noteId} className={styles.noteLabel}>
          {t('smartTry.noteLabel')}
        </label>
        <textarea
          id={noteId}
          name="note"
          className={styles.note}
          rows={3}
          maxLength={SMART_TRY_NOTE_MAX}
          value={draft.note}
          placeholder={t('smartTry.notePlaceholder')}
          onChange={(e) => set('note', e.target.value)}
        />
        <span className={styles.counter}>
          {draft.note.length} / {SMART_TRY_NOTE_MAX}
        </span>
      </div>
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <Button variant="primary" size="large" block htmlType="submit" loading={sending} data-testid="smart-try-submit">
        {t('smartTry.submit')}
      </Button>
      <p className={styles.small}>{t('smartTry.oneRequest')}</p>
    </form>
  );
};
