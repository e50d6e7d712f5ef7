import { CERTIFICATE_SUB_TABS, MY_LEARNING_TABS, TRAINING_SUB_TABS, type MyLearningTab } from '@credo/contracts/my-learning';

/** The sub-tabs of a tab, in their numbered order (contracts MY_LEARNING_TABS); an empty list: none. */
export const SUB_TABS: Partial<Record<MyLearningTab, readonly string[]>> = {
  training: TRAINING_SUB_TABS,
  certificates: CERTIFICATE_SUB_TABS,
};

export type TabState = { tab: number; subTab: number };

const indexIn = (raw: string | null, size: number): number => {
  if (raw === null || !/^\d+$/.test(raw)) return 0;
  const n = Number(raw);
  return n < size ? n : 0;
};

/** `?tab=&subTab=` of the address (numbers from 0); anything else opens the first tab. */
export const tabStateOf = (params: URLSearchParams): TabState => {
  const tab = indexIn(params.get('tab'), MY_LEARNING_TABS.length);
  const subs = SUB_TABS[MY_LEARNING_TABS[tab]] ?? [];
  return { tab, subTab: subs.length > 0 ? indexIn(params.get('subTab'), subs.length) : 0 };
};

/** The address query of a tab (and sub-tab when the tab has sub-tabs), other parameters kept. */
export const withTab = (params: URLSearchParams, tab: number, subTab = 0): URLSearchParams => {
  const next = new URLSearchParams(params);
  next.set('tab', String(tab));
  if ((SUB_TABS[MY_LEARNING_TABS[tab]] ?? []).length > 0) next.set('subTab', String(subTab));
  else next.delete('subTab');
  return next;
};

export const TAB_INDEX = Object.fromEntries(MY_LEARNING_TABS.map((name, i) => [name, i])) as Record<MyLearningTab, number>;

/** Money from minor units, two decimals, currency code after (commerce §9 formats; the symbol is the site's). */
export const formatMoney = (minor: number, currency: string, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
};

/** The detail page and its anchor the continue button leads to (cert §2 anchors). */
export const continueHref = (certificationId: number, next: string): string => {
  if (next === 'takeExam') return `/certification/detail/${certificationId}#take-exam`;
  if (next === 'learn') return `/certification/detail/${certificationId}#course-list-position`;
  return `/certification/detail/${certificationId}`;
};
