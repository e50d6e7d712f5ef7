import type { CatalogueList, CatalogueRow } from '@credo/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testCatalogueRow, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { LocationProbe } from '@/test/location-probe';
import { VideoListPage } from './video-list-page';

const LIST = '/api/certification/release/course/page/list';
const row = (id: number): CatalogueRow =>
  testCatalogueRow(id, {
    courseType: 1,
    name: `Video ${id}`,
    description: `About video ${id}`,
    credits: 0,
    requirement: 0,
    videoType: 1,
    certificationId: null,
    certificationName: null,
    certificationTypeName: null,
    certificationSubtypeName: null,
    versionLabel: null,
    productLineId: 3,
    productLineName: 'Cameras',
  });
const answer = (url: URL): CatalogueList => {
  const pageNum = Number(url.searchParams.get('pageNum'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const ids = Array.from({ length: 18 }, (_, n) => n + 1).slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return {
    rows: ids.map(row),
    total: 18,
    certificationTypes: [],
    subTypes: [],
    versionLabels: [],
    languages: [
      { id: 1, languageComplete: 'English', languagePackId: 'en' },
      { id: 2, languageComplete: 'Polski', languagePackId: 'pl' },
    ],
    productLines: [{ id: 3, name: 'Cameras' }],
    banner: null,
  };
};

const renderList = (path: string) =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/educational-video/list" element={<VideoListPage />} />
      </Routes>
      <LocationProbe testId="where" />
    </RouteMatcherContext.Provider>,
    { path },
  );

const where = () => screen.getByTestId('where').textContent;
const lastQuery = (fetchMock: ReturnType<typeof serveApi>) => Object.fromEntries(callsTo(fetchMock, LIST).at(-1)!.url.searchParams);

afterEach(() => vi.unstubAllGlobals());

describe('VideoListPage', () => {
  it("asks for the visitor's language by default, and the URL's filters and page otherwise", async () => {
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: ({ url }) => ok(answer(url)) });
    const first = renderList('/educational-video/list');
    await screen.findByRole('link', { name: /Video 2/ });
    expect(lastQuery(fetchMock)).toMatchObject({ courseType: '1', videoTypeId: '0', languageComplete: 'English', pageNum: '1', pageSize: '15' });
    first.unmount();

    renderList('/educational-video/list?q=nvr&line=3&videoType=3&language=all&page=2');
    await screen.findByRole('link', { name: /Video 16/ });
    const query = lastQuery(fetchMock);
    expect(query).toMatchObject({ keyword: 'nvr', productLineId: '3', videoTypeId: '3', pageNum: '2' });
    expect(query.languageComplete).toBeUndefined();
  });

  it('writes a video type and a language to the URL, back to page 1, and clears them', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: ({ url }) => ok(answer(url)) });
    renderList('/educational-video/list?page=2');
    await screen.findByRole('link', { name: /Video 16/ });

    fireEvent.change(screen.getByRole('combobox', { name: 'Video type' }), { target: { value: '3' } });
    await waitFor(() => expect(where()).toBe('/educational-video/list?videoType=3'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'Polski' } });
    await waitFor(() => expect(where()).toBe('/educational-video/list?videoType=3&language=Polski'));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ videoTypeId: '3', languageComplete: 'Polski', pageNum: '1' }));

    // "All languages" is written as language=all, so the default (the visitor's language) does not come back.
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: '' } });
    await waitFor(() => expect(where()).toBe('/educational-video/list?videoType=3&language=all'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe('/educational-video/list'));
  });
});
