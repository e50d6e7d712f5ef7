import type { ExamEntry } from '@credo/contracts/exam';
import { useTranslation } from 'react-i18next';

/**
 * The translated reason the entry gives for not starting a new attempt; the server's English text
 * only for a code this build does not know.
 */
export const useReasonText = (entry: Pick<ExamEntry, 'reason' | 'reasonCode' | 'reasonParams'>): string | null => {
  const { t, i18n } = useTranslation();
  const key = entry.reasonCode ? `exam.reasons.${entry.reasonCode}` : null;
  return key && i18n.exists(key) ? t(key, entry.reasonParams ?? {}) : entry.reason;
};
