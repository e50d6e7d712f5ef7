import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSiteParams } from './request-context';
import { Root } from './root';
import { goTo } from '@/shared/session/sso-links';
import { callsTo, ok, serveApi, testSiteInfo, testUser, unauthorized } from '@/test/fixtures';

vi.mock('@/shared/session/sso-links', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/session/sso-links')>()),
  goTo: vi.fn(),
}));

const order = {
  seqNo: 'S-1',
  goods: 'Onsite classroom, Warsaw',
  relationId: 4,
  relationType: 1,
  state: 1,
  payType: 1,
  currencyCode: 'EUR',
  totalMinor: 12345,
  placedAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  deadlineAt: '2026-11-23T10:00:00.000Z',
};

const serveLearner = () =>
  serveApi(testSiteInfo(), {
    '/api/user/sso/getUserInfo': () => ok(testUser({ company: 'Acme' })),
    '/api/user/myLearning/credits': () => ok({ certifications: [] }),
    '/api/user/myLearning/certificates': () => ok({ certificates: [], medals: { bronze: 1, silver: 0, gold: 0 } }),
    '/api/user/myLearning/orders': () => ok({ orders: [order] }),
    '/api/user/myLearning/training': () => ok({ seats: [] }),
    '/api/user/myLearning/exams': () => ok({ attempts: [] }),
    '/api/user/survey/pending': () => ok({ showSurvey: false, surveyId: null, relationId: null, relationType: null }),
  });

beforeEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockClear();
  setSiteParams({});
});

describe('/my-learning', () => {
  it('sends a visitor to sign in with the page, tab and sub-tab as the return target', async () => {
    window.history.replaceState(null, '', '/eu/my-learning?tab=1&subTab=2');
    serveApi(testSiteInfo(), { '/api/user/sso/getUserInfo': unauthorized });
    render(<Root />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/user/sso/login?target=%2Feu%2Fmy-learning%3Ftab%3D1%26subTab%3D2'));
  });

  it('the payment return ?tab=1&subTab=2 opens the orders with the state, the amount and continue payment', async () => {
    window.history.replaceState(null, '', '/eu/my-learning?tab=1&subTab=2');
    const fetchMock = serveLearner();
    render(<Root />);
    expect(await screen.findByText('Onsite classroom, Warsaw')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Training & orders' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Payment pending')).toBeTruthy();
    expect(screen.getByText('€123.45')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue payment' }).getAttribute('href')).toBe('/eu/payment?relationId=4&relationType=1');
    expect(callsTo(fetchMock, '/api/user/survey/pending')).toHaveLength(1);
  });

  it('a tab click writes tab to the address; an empty tab says what to do next; medals show their thresholds', async () => {
    window.history.replaceState(null, '', '/eu/my-learning');
    serveLearner();
    render(<Root />);
    expect(await screen.findByText('You are not enrolled in a certification yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse certifications' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Medals' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=4'));

    expect(await screen.findByText('Earned with 1 associate certificate')).toBeTruthy();
    expect(screen.getByText('Held: 1')).toBeTruthy();
  });
});
