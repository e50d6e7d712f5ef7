import type { ExamEntry } from '@credo/contracts/exam';
import { useTranslation } from 'react-i18next';

/** The parameter whose number picks the plural form of a counted reason ("1 credit", "2 days"). */
const COUNTED: Partial<Record<string, string>> = { creditsMissing: 'required', vendorWindowPassed: 'days' };

const countOf = ({ reasonCode, reasonParams }: Pick<ExamEntry, 'reasonCode' | 'reasonParams'>) => {
  const name = reasonCode ? COUNTED[reasonCode] : undefined;
  const count = name ? reasonParams?.[name] : undefined;
  return count === undefined ? {} : { count };
};

/**
 * The translated reason the entry gives for not starting a new attempt; the server's English text
 * only for a code this build does not know.
 */
export const useReasonText = (entry: Pick<ExamEntry, 'reason' | 'reasonCode' | 'reasonParams'>): string | null => {
  const { t, i18n } = useTranslation();
  const key = entry.reasonCode ? `exam.reasons.${entry.reasonCode}` : null;
  const params = { ...entry.reasonParams, ...countOf(entry) };
  return key && i18n.exists(key, params) ? t(key, params) : entry.reason;
};
