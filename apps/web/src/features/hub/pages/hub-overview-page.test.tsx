import type { CertificationListItem } from '@credo/contracts/certification-journey';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { HubOverviewPage } from './hub-overview-page';

const TYPES = '/api/certification/getCertificationTypeInfo';
const LIST = '/api/certification/release/certification/list';
const item = (id: number, level: number, overrides: Partial<CertificationListItem> = {}): CertificationListItem => ({
  id,
  name: `Thermal level ${level}`,
  description: 'About it',
  coverUrl: null,
  kind: 0,
  kindName: 'Thermography Fundamentals',
  level,
  versionLabel: 'V2',
  practicalExam: '0',
  courseCount: 4,
  requiredCredits: 12,
  enrolmentMode: 'open',
  ...overrides,
});

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

const renderHub = (path: string, tenant = 'micro') =>
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/overview/:type" element={<HubOverviewPage />} />
        <Route path="/general-security-certification/overview" element={<HubOverviewPage />} />
        <Route path="/hikvision-security-certification/overview" element={<HubOverviewPage />} />
        <Route path="/exception/notFound" element={<p>Not found page</p>} />
      </Routes>
      <Where />
    </RouteMatcherContext.Provider>,
    { path, site: testSiteInfo({ isEU: false }, tenant) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('HubOverviewPage', () => {
  it('resolves /overview/{kind-name} to its programme and lists its path in level order, each card to its detail', async () => {
    const fetchMock = serveApi(testSiteInfo(), {
      [TYPES]: () =>
        ok([
          { id: 5, kind: 0, name: 'Thermography Fundamentals', title: 'Thermography Fundamentals' },
          { id: 6, kind: 1, name: 'Thermal Imaging', title: 'Thermal Imaging' },
        ]),
      [LIST]: () => ok([item(12, 2, { practicalExam: '1', enrolmentMode: 'review' }), item(11, 1, { enrolmentMode: 'invitation' })]),
    });
    renderHub('/overview/thermography-fundamentals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thermography Fundamentals' })).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: /Thermal level/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/certification/detail/11', '/certification/detail/12']);
    expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('kind')).toBe('0');
    const professional = links[1].closest('article')!;
    expect(within(professional).getByText('Professional')).toBeTruthy();
    expect(within(professional).getByText('Needs review')).toBeTruthy();
    expect(within(professional).getByText('Yes')).toBeTruthy();
    expect(within(links[0].closest('article')!).getByText('By invitation')).toBeTruthy();
    // Links to the programme's other hub pages follow the tenant rule (cert §2).
    expect(screen.getAllByRole('link', { name: /Browse online video courses/ })[0].getAttribute('href')).toBe(
      '/online-video-courses/thermography-fundamentals',
    );
    expect(screen.getAllByRole('link', { name: /Find instructor-led training/ })[0].getAttribute('href')).toBe('/classroom/thermography-fundamentals');
    expect(screen.getByText(/Score at least 80 out of 100 within 60 minutes\. You have 2 attempts\./)).toBeTruthy();
    expect(screen.getByText(/until you have 12 credits/)).toBeTruthy();
  });

  it('sends an unknown kind name to the not-found page', async () => {
    const fetchMock = serveApi(testSiteInfo(), {
      [TYPES]: () => ok([{ id: 5, kind: 0, name: 'Thermography Fundamentals', title: 'Thermography Fundamentals' }]),
    });
    renderHub('/overview/robot-safety');
    expect(await screen.findByText('Not found page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/exception/notFound');
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('takes the vendor programme from the fixed prefix on the vendor tenant, with its 9-credit threshold', async () => {
    const fetchMock = serveApi(testSiteInfo(), {
      [TYPES]: () =>
        ok([
          { id: 1, kind: 0, name: 'General Security Certification', title: 'General Security Certification' },
          { id: 2, kind: 1, name: 'Hikvision Security Certification', title: 'Hikvision Security Certification' },
        ]),
      [LIST]: () => ok([item(21, 1, { kind: 1, requiredCredits: 9 })]),
    });
    renderHub('/hikvision-security-certification/overview', 'main');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hikvision Security Certification' })).toBeTruthy();
    expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('kind')).toBe('1');
    expect(screen.getAllByRole('link', { name: /Browse online video courses/ })[0].getAttribute('href')).toBe(
      '/hikvision-security-certification/online-video-courses',
    );
    expect(screen.getByText(/until you have 9 credits/)).toBeTruthy();
    expect(screen.getByText('Take the exam within 30 days after reaching the credits.')).toBeTruthy();
  });
});
