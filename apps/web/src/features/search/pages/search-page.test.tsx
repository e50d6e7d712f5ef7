import type { SearchResult } from '@credo/contracts/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { LocationProbe } from '@/test/location-probe';
import { SearchPage } from './search-page';

const SEARCH = '/api/certification/search';

const result = (keyword: string, overrides: Partial<SearchResult> = {}): SearchResult => ({
  keyword,
  total: 13,
  certifications: {
    total: 1,
    rows: [
      { id: 3, name: 'Certified Security Professional (CSP)', kind: 0, level: 2, coverUrl: null, snippet: 'Risk assessment and cybersecurity for experts.' },
    ],
  },
  courses: {
    total: 10,
    rows: [
      {
        id: 5,
        name: 'Cybersecurity for Connected Devices',
        courseType: 0,
        videoType: 2,
        credits: 3,
        coverUrl: '/media/covers/cyber.svg',
        certificationName: 'CSP',
        snippet: 'Passwords and firmware.',
      },
      {
        id: 6,
        name: 'Webinar: Cybersecurity Trends',
        courseType: 1,
        videoType: 3,
        credits: 0,
        coverUrl: null,
        certificationName: null,
        snippet: 'A one-hour panel.',
      },
    ],
  },
  news: {
    total: 1,
    rows: [
      {
        id: 7,
        title: 'New course: cybersecurity for connected devices',
        coverUrl: null,
        publishedAt: '2026-10-29T08:00:00.000Z',
        snippet: 'Passwords, certificates…',
      },
    ],
  },
  faqs: { total: 1, rows: [{ id: 8, question: 'Is there a cybersecurity exam?', snippet: 'Yes, at the professional level.' }] },
  ...overrides,
});
const empty = (keyword: string): SearchResult => ({
  keyword,
  total: 0,
  certifications: { total: 0, rows: [] },
  courses: { total: 0, rows: [] },
  news: { total: 0, rows: [] },
  faqs: { total: 0, rows: [] },
});

const renderSearch = (path: string) =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/mobile/search" element={<SearchPage />} />
      </Routes>
      <LocationProbe testId="where" />
    </RouteMatcherContext.Provider>,
    { path },
  );

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('SearchPage', () => {
  it('shows the groups of the keyword, each result linking to its detail route, the keyword marked', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [SEARCH]: ({ url }) => ok(result(url.searchParams.get('keyword')!)) });
    renderSearch('/search?keyword=%20cybersecurity%20');
    expect(await screen.findByText('Results for “cybersecurity”: 13')).toBeTruthy();
    expect(callsTo(fetchMock, SEARCH).map((c) => c.url.searchParams.get('keyword'))).toEqual(['cybersecurity']);

    const hrefs = (name: string) =>
      within(group(name))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs('Certifications')).toEqual(['/certification/detail/3']);
    expect(hrefs('Courses and videos')).toEqual(['/course/detail/5?courseType=0', '/course/detail/6?courseType=1']);
    expect(hrefs('News')).toEqual(['/news/detail/7']);
    expect(hrefs('FAQ')).toEqual(['/faq?keyword=cybersecurity#faq-8']);
    expect(within(group('Courses and videos')).getByText('Video')).toBeTruthy();
    expect(within(group('Courses and videos')).getByText('Credits: 3')).toBeTruthy();
    expect(within(group('Certifications')).getByText('Professional')).toBeTruthy();
    // Two of ten courses are in the answer: the group says so.
    expect(within(group('Courses and videos')).getByText('Showing 2 of 10. Add a word to narrow the results.')).toBeTruthy();
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent!.toLowerCase());
    expect(marks.length).toBeGreaterThanOrEqual(5);
    expect(new Set(marks)).toEqual(new Set(['cybersecurity']));
  });

  it('narrows to one group with the filter', async () => {
    serveApi(testSiteInfo(), { [SEARCH]: ({ url }) => ok(result(url.searchParams.get('keyword')!)) });
    renderSearch('/search?keyword=cyber');
    await screen.findByText('Results for “cyber”: 13');
    const filters = screen.getByRole('navigation', { name: 'Show results of' });
    fireEvent.click(within(filters).getByRole('button', { name: /News/ }));
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual(['search-group-news']);
    expect(within(filters).getByRole('button', { name: /News/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(filters).getByRole('button', { name: /All results/ }));
    expect(screen.getAllByRole('region')).toHaveLength(4);
  });

  it('searches again from its own box by changing the URL; a blank box does nothing', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [SEARCH]: ({ url }) => ok(result(url.searchParams.get('keyword')!)) });
    renderSearch('/mobile/search?keyword=cyber');
    await screen.findByText('Results for “cyber”: 13');
    const box = screen.getByRole('searchbox', { name: 'Search the academy' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/mobile/search?keyword=cyber');
    fireEvent.change(box, { target: { value: 'thermal & radar' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mobile/search?keyword=thermal+%26+radar'));
    expect(await screen.findByText('Results for “thermal & radar”: 13')).toBeTruthy();
    expect(callsTo(fetchMock, SEARCH).map((c) => c.url.searchParams.get('keyword'))).toEqual(['cyber', 'thermal & radar']);
    // Links keep the mobile twin.
    expect(within(group('News')).getByRole('link').getAttribute('href')).toBe('/mobile/news/detail/7');
  });

  it('shows an empty state with ways on when nothing matches', async () => {
    serveApi(testSiteInfo(), { [SEARCH]: ({ url }) => ok(empty(url.searchParams.get('keyword')!)) });
    renderSearch('/search?keyword=qwxz');
    expect(await screen.findByText('No results for “qwxz”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the news' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/faq');
  });

  it('asks for a keyword and refuses one over 100 characters without calling the server', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [SEARCH]: () => ok(empty('x')) });
    const first = renderSearch('/search');
    expect(await screen.findByText('What are you looking for?')).toBeTruthy();
    first.unmount();
    renderSearch(`/search?keyword=${'a'.repeat(101)}`);
    expect(await screen.findByText('Use at most 100 characters.')).toBeTruthy();
    expect(callsTo(fetchMock, SEARCH)).toEqual([]);
  });

  it('shows a failed search with a retry', async () => {
    let fail = true;
    serveApi(testSiteInfo(), {
      [SEARCH]: ({ url }) => {
        if (fail) throw new TypeError('offline');
        return ok(result(url.searchParams.get('keyword')!));
      },
    });
    renderSearch('/search?keyword=cyber');
    expect(await screen.findByText('The search could not be completed.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Results for “cyber”: 13')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await loadLanguage(i18n, 'ar');
    await i18n.changeLanguage('ar');
    serveApi(testSiteInfo(), { [SEARCH]: ({ url }) => ok(result(url.searchParams.get('keyword')!)) });
    renderSearch('/search?keyword=cyber');
    expect(await screen.findByText('نتائج البحث عن «cyber»: 13')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^الشهادات/ })).toBeTruthy();
  });
});
