import type { FaqItem } from '@credo/contracts/home';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { LocationProbe } from '@/test/location-probe';
import { FaqPage } from './faq-page';

const LIST = '/api/certification/faq/list';
const faqs: FaqItem[] = [
  { id: 51, question: 'How do I enrol?', answer: 'Open the certification and press Enrol.', sort: 0 },
  { id: 52, question: 'How many credits do I need?', answer: 'Twelve for the general programme before the EXAM.', sort: 1 },
  { id: 53, question: 'How long is my certificate valid?', answer: 'Two years; renew it before it expires.', sort: 2 },
  { id: 54, question: 'Can I take the exam on my phone?', answer: 'The theory exam yes, the practical exam no.', sort: 3 },
];

const renderFaq = (path = '/faq') =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/faq" element={<FaqPage />} />
      </Routes>
      <LocationProbe testId="where" />
    </RouteMatcherContext.Provider>,
    { path },
  );

/** The headers of the questions shown, with whether each is open. */
const questions = () =>
  [...document.querySelectorAll('.ant-collapse-item')].map((item) => [
    item.querySelector('.ant-collapse-header')!.textContent,
    item.classList.contains('ant-collapse-item-active'),
  ]);

afterEach(async () => {
  vi.unstubAllGlobals();
  window.location.hash = '';
  await i18n.changeLanguage('en');
});

describe('FaqPage', () => {
  it('lists every question of the site with the first one open', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: () => ok(faqs) });
    renderFaq();
    expect(await screen.findByText('Open the certification and press Enrol.')).toBeTruthy();
    expect(questions()).toEqual([
      ['How do I enrol?', true],
      ['How many credits do I need?', false],
      ['How long is my certificate valid?', false],
      ['Can I take the exam on my phone?', false],
    ]);
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'academy@example.com' }).getAttribute('href')).toBe('mailto:academy@example.com');
  });

  it('filters on the client, case-insensitively, marks the matches and opens the first match', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: () => ok(faqs) });
    renderFaq();
    await screen.findByText('How do I enrol?');
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter the questions' }), { target: { value: 'exam' } });
    expect(questions()).toEqual([
      ['How many credits do I need?', true],
      ['Can I take the exam on my phone?', false],
    ]);
    expect(screen.getByText('Questions shown: 2 of 4')).toBeTruthy();
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['EXAM', 'exam']);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/faq?keyword=exam'));
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
  });

  it('says when nothing matches, clears the filter and offers the academy search', async () => {
    serveApi(testSiteInfo(), { [LIST]: () => ok(faqs) });
    renderFaq('/faq?keyword=invoice');
    expect(await screen.findByText('No question matches “invoice”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search the academy' }).getAttribute('href')).toBe('/search?keyword=invoice');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(questions()).toHaveLength(4);
    expect(screen.getByTestId('where').textContent).toBe('/faq');
  });

  it('opens the question named by the #faq-{id} anchor (links from the search page)', async () => {
    // jsdom does not scroll.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    serveApi(testSiteInfo(), { [LIST]: () => ok(faqs) });
    renderFaq('/faq?keyword=exam#faq-54');
    expect(
      await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'The theory exam yes, the practical exam no.'),
    ).toBeTruthy();
    expect(questions()).toEqual([
      ['How many credits do I need?', false],
      ['Can I take the exam on my phone?', true],
    ]);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('faq-54'));
  });

  it('shows an empty state when the site has no questions, and a failed load with a retry', async () => {
    serveApi(testSiteInfo(), { [LIST]: () => ok([]) });
    const first = renderFaq();
    expect(await screen.findByText('No questions yet')).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();
    let fail = true;
    serveApi(testSiteInfo(), {
      [LIST]: () => {
        if (fail) throw new TypeError('offline');
        return ok(faqs);
      },
    });
    renderFaq();
    expect(await screen.findByText('The questions could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How do I enrol?')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await loadLanguage(i18n, 'ar');
    await i18n.changeLanguage('ar');
    serveApi(testSiteInfo(), { [LIST]: () => ok(faqs) });
    renderFaq();
    expect(await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'تصفية الأسئلة' })).toBeTruthy();
  });
});
