import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';

/** Staff sent the last proof back: their reason, and what to do now (on the page and in the bank-transfer dialog). */
export const RejectionNotice = ({ reason, className }: { reason: string; className?: string }) => {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      // Standing on the page and in the dialog when it opens: read politely, not as an interruption.
      role="status"
      className={className}
      // Staff's own words, in whatever script: isolated, so an English reason reads right in Arabic.
      title={t('payment.bank.rejected', { reason: `\u2068${reason}\u2069` })}
      description={t('payment.bank.rejectedHint')}
      data-testid="proof-rejected"
    />
  );
};
