import type { NewsDetail, NewsPage } from '@credo/contracts/news';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/api-client';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, envelope, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { NewsDetailPage } from './news-detail-page';

const DETAIL = '/api/certification/news/detail';
const PAGE = '/api/certification/news/page';

const detail = (overrides: Partial<NewsDetail> = {}): NewsDetail => ({
  id: 12,
  title: 'Practical exams now at 40 partner training centres',
  summary: 'Book your seat near you.',
  body: 'First paragraph.\nSecond line of it.\n\nSecond paragraph <img src=x onerror="alert(1)"> <script>alert(2)</script>',
  coverUrl: '/media/news/exam-centres.svg',
  publishedAt: '2026-11-19T08:00:00.000Z',
  previous: { id: 11, title: 'Newer item' },
  next: { id: 13, title: 'Older item' },
  ...overrides,
});
const latest: NewsPage = {
  rows: [11, 12, 13, 14, 15, 16].map((id) => ({ id, title: `Item ${id}`, summary: '', coverUrl: null, publishedAt: '2026-11-01T08:00:00.000Z' })),
  total: 6,
};

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;
const renderDetail = (path: string) =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/news/detail/:id" element={<NewsDetailPage />} />
        <Route path="/mobile/news/detail/:id" element={<NewsDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </RouteMatcherContext.Provider>,
    { path },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ onNotFound: () => {} });
});

describe('NewsDetailPage', () => {
  it('shows title, long date, lead, cover and the body as text, with previous, next and back links', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [DETAIL]: () => ok(detail()), [PAGE]: () => ok(latest) });
    const { container } = renderDetail('/news/detail/12');
    expect(await screen.findByRole('heading', { level: 1, name: detail().title })).toBeTruthy();
    expect(callsTo(fetchMock, DETAIL)[0].url.searchParams.get('id')).toBe('12');
    expect(screen.getByText('November 19, 2026')).toBeTruthy();
    expect(screen.getByText('Book your seat near you.')).toBeTruthy();
    const article = screen.getByRole('article');
    const paragraphs = article.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Book your seat near you.',
      'First paragraph.Second line of it.',
      'Second paragraph <img src=x onerror="alert(1)"> <script>alert(2)</script>',
    ]);
    // Markup in the body stays text: no element is created from it.
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img[onerror]')).toHaveLength(0);
    expect(paragraphs[1].querySelector('br')).not.toBeNull();

    const neighbours = screen.getByRole('navigation', { name: 'More articles' });
    expect(
      within(neighbours)
        .getByRole('link', { name: /Previous article.*Newer item/ })
        .getAttribute('href'),
    ).toBe('/news/detail/11');
    expect(
      within(neighbours)
        .getByRole('link', { name: /Next article.*Older item/ })
        .getAttribute('href'),
    ).toBe('/news/detail/13');
    expect(within(article).getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news');
  });

  it('lists four other items beside the article, never the one shown', async () => {
    serveApi(testSiteInfo(), { [DETAIL]: () => ok(detail()), [PAGE]: () => ok(latest) });
    renderDetail('/news/detail/12');
    const aside = await screen.findByRole('complementary', { name: 'More news' });
    const links = within(aside)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/news/detail/11', '/news/detail/13', '/news/detail/14', '/news/detail/15', '/news']);
  });

  it('keeps /mobile in its links', async () => {
    serveApi(testSiteInfo(), { [DETAIL]: () => ok(detail({ previous: null })), [PAGE]: () => ok(latest) });
    renderDetail('/mobile/news/detail/12');
    const next = await screen.findByRole('link', { name: /Next article/ });
    expect(next.getAttribute('href')).toBe('/mobile/news/detail/13');
    expect(screen.queryByRole('link', { name: /Previous article/ })).toBeNull();
  });

  it('goes to the not-found page when the server answers 404 (another site or language)', async () => {
    const onNotFound = vi.fn();
    configureApiClient({ onNotFound });
    serveApi(testSiteInfo(), {
      [DETAIL]: () => envelope(404, null, 'The page does not exist.', 404),
      [PAGE]: () => ok(latest),
    });
    renderDetail('/news/detail/999');
    await waitFor(() => expect(onNotFound).toHaveBeenCalledTimes(1));
  });

  it('treats a malformed id as not found without calling the server', async () => {
    const fetchMock = serveApi(testSiteInfo(), {});
    renderDetail('/news/detail/abc');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/exception/notFound'));
    expect(callsTo(fetchMock, DETAIL)).toEqual([]);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    serveApi(testSiteInfo(), {
      [DETAIL]: () => {
        if (fail) throw new TypeError('offline');
        return ok(detail());
      },
      [PAGE]: () => ok(latest),
    });
    renderDetail('/news/detail/12');
    expect(await screen.findByText('This article could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: detail().title })).toBeTruthy();
  });
});
