import type { FaqItem } from '@credo/contracts/home';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The questions whose question or answer contains `keyword` (trimmed, case-insensitive); all of them for an empty keyword. */
export const filterFaqs = (faqs: readonly FaqItem[], keyword: string): FaqItem[] => {
  const needle = keyword.trim();
  if (!needle) return [...faqs];
  const pattern = new RegExp(escapeRegExp(needle), 'iu');
  return faqs.filter((faq) => pattern.test(faq.question) || pattern.test(faq.answer));
};

/** Anchor of a question on /faq (#faq-12): the search page links to it, the page opens that question. */
export const faqAnchor = (id: number): string => `faq-${id}`;

export const faqIdFromHash = (hash: string): number | null => {
  const match = /^#faq-(\d{1,9})$/.exec(hash);
  return match ? Number(match[1]) : null;
};
