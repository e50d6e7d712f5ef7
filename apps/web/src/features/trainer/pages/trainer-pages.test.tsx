import type { TrainerCard, TrainerPage as TrainerPageData } from '@credo/contracts/trainer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { LocationProbe } from '@/test/location-probe';
import { renderWithSite } from '@/test/render-with-site';
import { TrainerPage } from './trainer-page';
import { TrainerTeamPage } from './trainer-team-page';

const PAGE = '/api/certification/trainer/page';
const DETAIL = '/api/certification/trainer/detail';
const BANNER = '/api/certification/trainer/banner';

const trainer = (id: number): TrainerCard => ({
  id,
  name: `Trainer ${id}`,
  title: `Role ${id}`,
  photoUrl: id % 2 ? `/media/p${id}.svg` : null,
  bio: `Bio of trainer ${id}`,
  countryCodes: ['GB', 'FR'],
  languages: [{ id: 1, name: 'English' }],
  certifications: [{ id: 7, name: 'Video Security Associate' }],
  upcoming:
    id === 1
      ? [
          {
            id: 501,
            title: 'Bootcamp Paris',
            kind: 0,
            startAt: '2026-12-07T08:00:00.000Z',
            endAt: '2026-12-07T16:00:00.000Z',
            timeZone: 'Europe/Paris',
            city: 'Paris',
            countryCode: 'FR',
            languageName: 'English',
          },
        ]
      : [],
  upcomingTotal: id === 1 ? 4 : 0,
});
const pages =
  (total: number) =>
  ({ body }: { body: unknown }) => {
    const { pageNum, pageSize } = body as { pageNum: number; pageSize: number };
    const ids = Array.from({ length: total }, (_, n) => n + 1).slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return ok({ rows: ids.map(trainer), total } satisfies TrainerPageData);
  };

const renderAt = (path: string) =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/trainer-team" element={<TrainerTeamPage />} />
        <Route path="/mobile/trainer-team" element={<TrainerTeamPage />} />
        <Route path="/trainer" element={<TrainerPage />} />
        <Route path="/exception/notFound" element={<p>not found</p>} />
      </Routes>
      <LocationProbe testId="where" />
    </RouteMatcherContext.Provider>,
    { path },
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('TrainerTeamPage', () => {
  it('lists trainers with facts, sessions linking to their classroom and a link to each profile', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [PAGE]: pages(3), [BANNER]: () => ok([]) });
    renderAt('/trainer-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainer team' })).toBeTruthy();
    const first = (await screen.findByRole('heading', { level: 2, name: 'Trainer 1' })).closest('li')!;
    expect(within(first).getByRole('link', { name: 'Trainer 1' }).getAttribute('href')).toBe('/trainer?id=1');
    expect(within(first).getByText('Video Security Associate')).toBeTruthy();
    expect(within(first).getByText('France')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Bootcamp Paris/ })
        .getAttribute('href'),
    ).toBe('/classroom/detail/501');
    expect(within(first).getByRole('link', { name: 'All 4 upcoming sessions' }).getAttribute('href')).toBe('/trainer?id=1');
    const second = screen.getByRole('heading', { level: 2, name: 'Trainer 2' }).closest('li')!;
    expect(within(second).getByText('No sessions scheduled at the moment.')).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Trainer pages' })).toBeNull();
    expect(callsTo(fetchMock, PAGE).map((c) => c.body)).toEqual([{ pageNum: 1, pageSize: 8 }]);
  });

  it('pages through the address and keeps /mobile in links', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [PAGE]: pages(20) });
    renderAt('/mobile/trainer-team?page=2');
    expect(await screen.findByText('Showing 9–16 of 20')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trainer 9' }).getAttribute('href')).toBe('/mobile/trainer?id=9');
    const pager = screen.getByRole('navigation', { name: 'Trainer pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mobile/trainer-team?page=3'));
    expect(await screen.findByText('Showing 17–20 of 20')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '16' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mobile/trainer-team?size=16'));
    expect(callsTo(fetchMock, PAGE).map((c) => c.body)).toEqual([
      { pageNum: 2, pageSize: 8 },
      { pageNum: 3, pageSize: 8 },
      { pageNum: 1, pageSize: 16 },
    ]);
  });

  it('shows the site trainer banner image and text when it has one', async () => {
    serveApi(testSiteInfo(), {
      [PAGE]: pages(1),
      [BANNER]: () =>
        ok([
          {
            id: 1,
            type: '9',
            title: 'Meet the team',
            description: 'Our trainers, live',
            imageUrl: '/media/b.svg',
            mobileImageUrl: '/media/bm.svg',
            linkUrl: null,
            sort: 0,
          },
        ]),
    });
    renderAt('/trainer-team');
    expect(await screen.findByText('Our trainers, live')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Meet the team' }).getAttribute('src')).toBe('/media/b.svg');
  });

  it('says so when the site has no trainers, and offers a retry when loading fails', async () => {
    let fail = true;
    serveApi(testSiteInfo(), {
      [PAGE]: () => {
        if (fail) throw new TypeError('network down');
        return ok({ rows: [], total: 0 });
      },
    });
    renderAt('/trainer-team');
    expect(await screen.findByText('The trainers could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No trainers yet')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await loadLanguage(i18n, 'ar');
    await i18n.changeLanguage('ar');
    serveApi(testSiteInfo(), { [PAGE]: pages(1) });
    renderAt('/trainer-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'فريق المدرّبين' })).toBeTruthy();
    expect(await screen.findByText('الشهادات')).toBeTruthy();
  });
});

describe('TrainerPage', () => {
  it('shows one trainer with every upcoming session', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [DETAIL]: () => ok(trainer(1)) });
    renderAt('/trainer?id=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainer 1' })).toBeTruthy();
    expect(screen.getByText('Bio of trainer 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bootcamp Paris/ }).getAttribute('href')).toBe('/classroom/detail/501');
    expect(screen.getByRole('link', { name: 'All trainers' }).getAttribute('href')).toBe('/trainer-team');
    expect(callsTo(fetchMock, DETAIL)[0].url.searchParams.get('id')).toBe('1');
  });

  it('sends a missing or malformed id to the not-found page without asking the server', async () => {
    const fetchMock = serveApi(testSiteInfo(), {});
    renderAt('/trainer?id=abc');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/exception/notFound'));
    expect(callsTo(fetchMock, DETAIL)).toHaveLength(0);
  });
});
