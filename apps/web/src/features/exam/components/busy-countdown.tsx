import { useTranslation } from 'react-i18next';
import { useCountdown } from '../model/use-countdown';

const noop = () => {};

/** "We will try again in N s…", then "Trying again…": the wait of a busy start or submit (issue 19), counted on the clock. */
export const useBusyCountdown = (retryAt: number): string => {
  const { t } = useTranslation();
  const left = useCountdown(retryAt, noop);
  return left > 0 ? t('exam.busyRetryIn', { count: left }) : t('exam.busyRetrying');
};

export const BusyCountdown = ({ retryAt }: { retryAt: number }) => <>{useBusyCountdown(retryAt)}</>;

/**
 * The busy submit's note (issue 19): many learners submit at once, the server asked this one to try
 * again; the answers stay as they are and the page sends them again on its own. A status, not an error.
 */
export const SubmitBusyNote = ({ retryAt, className }: { retryAt: number; className?: string }) => {
  const { t } = useTranslation();
  return (
    <p className={className} role="status">
      {t('exam.submitBusy')} <BusyCountdown retryAt={retryAt} />
    </p>
  );
};
