import { describe, expect, it } from 'vitest';
import { faqIdFromHash, filterFaqs } from './faq-filter';

const faqs = [
  { id: 1, question: 'What does 50% off mean?', answer: 'Half the price.', sort: 0 },
  { id: 2, question: 'Where is the ÉCOLE?', answer: 'In Lyon (a.b.c).', sort: 1 },
  { id: 3, question: 'Anything else?', answer: 'No.', sort: 2 },
];

describe('filterFaqs', () => {
  it('keeps questions whose question or answer contains the trimmed keyword, any case', () => {
    expect(filterFaqs(faqs, '').map((f) => f.id)).toEqual([1, 2, 3]);
    expect(filterFaqs(faqs, '  école ').map((f) => f.id)).toEqual([2]);
    expect(filterFaqs(faqs, 'HALF').map((f) => f.id)).toEqual([1]);
  });

  it('treats regular-expression characters literally', () => {
    expect(filterFaqs(faqs, '50%').map((f) => f.id)).toEqual([1]);
    expect(filterFaqs(faqs, 'a.b.c').map((f) => f.id)).toEqual([2]);
    expect(filterFaqs(faqs, '.*').map((f) => f.id)).toEqual([]);
  });

  it('reads the #faq-{id} anchor', () => {
    expect(faqIdFromHash('#faq-12')).toBe(12);
    expect(faqIdFromHash('#faq-x')).toBeNull();
    expect(faqIdFromHash('')).toBeNull();
  });
});
