import type { NewsPage } from '@credo/contracts/news';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { LocationProbe } from '@/test/location-probe';
import { NewsListPage } from './news-list-page';

const PAGE = '/api/certification/news/page';
const item = (id: number) => ({
  id,
  title: `News item ${id}`,
  summary: `Summary of item ${id}`,
  coverUrl: id % 2 ? `/media/news/${id}.svg` : null,
  publishedAt: new Date(Date.UTC(2026, 10, 20 - id, 8)).toISOString(),
});
/** The server's paging over `total` items. */
const pages =
  (total: number) =>
  ({ body }: { body: unknown }) => {
    const { pageNum, pageSize } = body as { pageNum: number; pageSize: number };
    const ids = Array.from({ length: total }, (_, n) => n + 1).slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return ok({ rows: ids.map(item), total } satisfies NewsPage);
  };

const renderList = (path = '/news') =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/news" element={<NewsListPage />} />
        <Route path="/mobile/news" element={<NewsListPage />} />
      </Routes>
      <LocationProbe testId="where" />
    </RouteMatcherContext.Provider>,
    { path },
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('NewsListPage', () => {
  it('lists the first page: the newest as the featured card, every card linking to its detail', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [PAGE]: pages(7) });
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    const list = (await screen.findByRole('link', { name: /News item 1/ })).closest('ul')!;
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([1, 2, 3, 4, 5, 6, 7].map((id) => `/news/detail/${id}`));
    expect(within(cards[0]).getByText('Latest')).toBeTruthy();
    expect(within(cards[1]).queryByText('Latest')).toBeNull();
    expect(within(cards[0]).getByText('Summary of item 1')).toBeTruthy();
    expect(within(cards[0]).getByText('Nov 19, 2026')).toBeTruthy();
    expect(screen.getByText('Showing 1–7 of 7')).toBeTruthy();
    // Seven items fit one page of ten: no pagination.
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
    expect(callsTo(fetchMock, PAGE).map((c) => c.body)).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('reads page and size from the URL and keeps the page in the URL when paging', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [PAGE]: pages(45) });
    renderList('/news?page=2&size=20');
    expect(await screen.findByText('Showing 21–40 of 45')).toBeTruthy();
    expect(screen.queryByText('Latest')).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'News pages' });
    fireEvent.click(within(pager).getByTitle('3'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/news?page=3&size=20'));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeTruthy();
    expect(callsTo(fetchMock, PAGE).map((c) => c.body)).toEqual([
      { pageNum: 2, pageSize: 20 },
      { pageNum: 3, pageSize: 20 },
    ]);
    fireEvent.click(within(pager).getByTitle('1'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/news?size=20'));
  });

  it('ignores a page size the spec does not list and goes to the last page from one past the end', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [PAGE]: pages(15) });
    renderList('/news?page=9&size=15');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/news?page=2'));
    expect(await screen.findByText('Showing 11–15 of 15')).toBeTruthy();
    expect(callsTo(fetchMock, PAGE)[0].body).toEqual({ pageNum: 9, pageSize: 10 });
  });

  it('keeps /mobile in the links of the mobile twin', async () => {
    serveApi(testSiteInfo(), { [PAGE]: pages(2) });
    renderList('/mobile/news');
    const link = await screen.findByRole('link', { name: /News item 1/ });
    expect(link.getAttribute('href')).toBe('/mobile/news/detail/1');
  });

  it('says so when the site has no news', async () => {
    serveApi(testSiteInfo(), { [PAGE]: () => ok({ rows: [], total: 0 }) });
    renderList();
    expect(await screen.findByText('No news yet')).toBeTruthy();
  });

  it('shows a failed load with a retry instead of an empty list', async () => {
    let fail = true;
    serveApi(testSiteInfo(), {
      [PAGE]: (request) => {
        if (fail) throw new TypeError('network down');
        return pages(3)(request);
      },
    });
    renderList();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The news could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No news yet')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–3 of 3')).toBeTruthy();
  });

  it('speaks Arabic, dates included', async () => {
    await loadLanguage(i18n, 'ar');
    await i18n.changeLanguage('ar');
    serveApi(testSiteInfo(), { [PAGE]: pages(2) });
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'الأخبار' })).toBeTruthy();
    expect((await screen.findAllByText('اقرأ المزيد')).length).toBe(2);
    const date = new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(item(1).publishedAt));
    expect(screen.getByText(date)).toBeTruthy();
  });
});
