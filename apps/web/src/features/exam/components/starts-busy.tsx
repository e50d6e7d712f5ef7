import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@/shared/ui/state-panel';
import { useBusyCountdown } from './busy-countdown';

const HourglassIcon = () => (
  <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d="M7 3h10M7 21h10M8 3c0 4 8 5 8 9s-8 5-8 9M16 3c0 4-8 5-8 9s8 5 8 9" />
  </svg>
);

/**
 * The waiting state of a busy exam start (issue 19): the server refused the start for now, the
 * page tries again on its own at `retryAt` (a Date.now() moment). A calm status, not an error:
 * nothing was started and nothing is lost; the learner may leave with the back button.
 */
export const StartsBusy = ({ retryAt, backLabel, onBack }: { retryAt: number; backLabel: string; onBack: () => void }) => {
  const { t } = useTranslation();
  const countdown = useBusyCountdown(retryAt);
  return <StatePanel icon={<HourglassIcon />} title={t('exam.busyTitle')} description={countdown} actions={<Button onClick={onBack}>{backLabel}</Button>} />;
};
