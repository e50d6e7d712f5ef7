import type { CatalogueList, CatalogueRow } from '@credo/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testCatalogueRow, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { LocationProbe } from '@/test/location-probe';
import { CourseListPage } from './course-list-page';

const LIST = '/api/certification/release/course/page/list';
const row = (id: number): CatalogueRow => testCatalogueRow(id);
const answer = (url: URL): CatalogueList => {
  const pageNum = Number(url.searchParams.get('pageNum'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const total = 22;
  const ids = Array.from({ length: total }, (_, n) => n + 1).slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return {
    rows: ids.map(row),
    total,
    certificationTypes: [
      { id: 5, kind: 0, name: 'General Security Certification', title: 'General Security Certification' },
      { id: 6, kind: 1, name: 'Vendor Certification', title: 'Vendor Certification' },
    ],
    subTypes: [{ id: 9, typeId: 5, name: 'Fundamentals' }],
    versionLabels: ['V3.1'],
    languages: [{ id: 1, languageComplete: 'English', languagePackId: 'en' }],
    productLines: [],
    banner: null,
  };
};

const renderList = (path: string) =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/general-security-certification/online-video-courses" element={<CourseListPage />} />
        <Route path="/mobile/general-security-certification/online-video-courses" element={<CourseListPage />} />
        <Route path="/online-video-courses/:type" element={<CourseListPage />} />
      </Routes>
      <LocationProbe testId="where" />
    </RouteMatcherContext.Provider>,
    { path },
  );

afterEach(() => vi.unstubAllGlobals());

describe('CourseListPage', () => {
  it('sends the URL filters with 15 a page, and links each card to its detail', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: ({ url }) => ok(answer(url)) });
    renderList('/general-security-certification/online-video-courses?q=cam&typeId=5&requirement=1&language=English&page=2');
    const link = await screen.findByRole('link', { name: /Course 16/ });
    expect(link.getAttribute('href')).toBe('/course/detail/16?courseType=0');
    const sent = callsTo(fetchMock, LIST).at(-1)!.url.searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      courseType: '0',
      type: '0',
      keyword: 'cam',
      certificationTypeId: '5',
      requirement: '1',
      languageComplete: 'English',
      pageNum: '2',
      pageSize: '15',
    });
    expect(within(link.closest('ul')!).getAllByRole('listitem')).toHaveLength(7);
  });

  it('asks for 10 a page on mobile and writes a new keyword to the URL, back to page 1', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: ({ url }) => ok(answer(url)) });
    renderList('/mobile/general-security-certification/online-video-courses?page=2');
    await screen.findByRole('link', { name: /Course 11/ });
    expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('pageSize')).toBe('10');
    const box = screen.getByPlaceholderText('Search by name or description');
    fireEvent.change(box, { target: { value: '50% off' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mobile/general-security-certification/online-video-courses?q=50%25+off'));
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('keyword')).toBe('50% off'));
  });

  it('opens a card in the app on a plain click, in the same twin, and leaves a modified click to the browser', async () => {
    serveApi(testSiteInfo(), { [LIST]: ({ url }) => ok(answer(url)) });
    renderList('/mobile/general-security-certification/online-video-courses');
    const link = await screen.findByRole('link', { name: /Course 2(?!\d)/ });
    expect(link.getAttribute('href')).toBe('/mobile/course/detail/2?courseType=0');
    // After the app's handler: whether it took the click, then no navigation by jsdom either way.
    let prevented: boolean | null = null;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(link, { ctrlKey: true });
      expect(prevented).toBe(false);
      expect(screen.getByTestId('where').textContent).toBe('/mobile/general-security-certification/online-video-courses');
      fireEvent.click(link);
      expect(prevented).toBe(true);
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mobile/course/detail/2?courseType=0'));
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it('pages through the pager and filters through the selects, both written to the URL', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: ({ url }) => ok(answer(url)) });
    renderList('/general-security-certification/online-video-courses?language=all');
    await screen.findByRole('link', { name: /Course 15/ });
    const pager = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/general-security-certification/online-video-courses?language=all&page=2'));
    await screen.findByRole('link', { name: /Course 16/ });
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('pageNum')).toBe('2');

    // A filter goes back to page 1.
    fireEvent.change(screen.getByRole('combobox', { name: 'Certification type' }), { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/general-security-certification/online-video-courses?language=all&typeId=5'));
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('certificationTypeId')).toBe('5'));
    expect((screen.getByRole('combobox', { name: 'Certification type' }) as HTMLSelectElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/general-security-certification/online-video-courses'));
  });

  it('resolves the programme of /online-video-courses/{kind name} and shows an empty list when the call fails', async () => {
    let fail = false;
    const fetchMock = serveApi(testSiteInfo(), {
      [LIST]: ({ url }) => {
        if (fail) throw new TypeError('network down');
        return ok(answer(url));
      },
    });
    renderList('/online-video-courses/vendor-certification');
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('type')).toBe('1'));
    fail = true;
    fireEvent.change(screen.getByPlaceholderText('Search by name or description'), { target: { value: 'x' } });
    fireEvent.keyDown(screen.getByPlaceholderText('Search by name or description'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  });

  it('names the programme in the breadcrumb once it is known, and never repeats a level without one', async () => {
    serveApi(testSiteInfo(), { [LIST]: ({ url }) => ok(answer(url)) });
    const crumbs = () =>
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const known = renderList('/online-video-courses/vendor-certification');
    await screen.findByRole('link', { name: /Course 2/ });
    await waitFor(() => expect(crumbs()).toEqual(['Home', 'Vendor Certification', 'Online video courses']));
    known.unmount();

    renderList('/online-video-courses/no-such-programme');
    await screen.findByRole('link', { name: /Course 2/ });
    expect(crumbs()).toEqual(['Home', 'Online video courses']);
  });

  it("marks a card's own texts with its language and direction when it is not the page's (WCAG 3.1.2)", async () => {
    const arabic: CatalogueRow = { ...row(2), name: 'أساسيات المراقبة بالفيديو', description: 'دورة تمهيدية', certificationName: 'مشارك', languageId: 2 };
    serveApi(testSiteInfo(), { [LIST]: () => ok({ ...answer(new URL('http://x/?pageNum=1&pageSize=15')), rows: [row(1), arabic], total: 2 }) });
    renderList('/general-security-certification/online-video-courses?language=all');
    const own = (link: HTMLElement) =>
      [...link.querySelectorAll('[dir]')].map((text) => [text.textContent, text.getAttribute('lang'), text.getAttribute('dir')]);
    expect(own(await screen.findByRole('link', { name: /أساسيات/ }))).toEqual([
      ['مشارك', 'ar', 'rtl'],
      ['أساسيات المراقبة بالفيديو', 'ar', 'rtl'],
      ['دورة تمهيدية', 'ar', 'rtl'],
    ]);
    // In the page's language: no lang, each text's direction from its own letters.
    expect(own(screen.getByRole('link', { name: /Course 1/ }))).toEqual([
      ['Associate', null, 'auto'],
      ['Course 1', null, 'auto'],
      ['About course 1', null, 'auto'],
    ]);
  });
});
