import type { MyCertificates } from '@credo/contracts/certificate';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, serveApi, testSiteInfo, unauthorized } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { MedalsBlock } from './medals-block';

const LIST = '/api/user/certificate/list';

const certificate = {
  id: 4,
  number: 'CR-2026-7KQ4M9XW',
  state: 'valid' as const,
  issuedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2028-03-01T10:00:00.000Z',
  remindStatus: '0' as const,
  renewable: false,
  certificationId: 11,
  certificationName: 'Certified Security Associate',
  level: 1,
  kind: 0,
  versionLabel: 'V2.0',
};

const list = (overrides: Partial<MyCertificates> = {}): MyCertificates => ({
  certificates: [certificate],
  medals: { bronze: 2, silver: 1, gold: 0 },
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('MedalsBlock', () => {
  it('shows the bronze, silver and gold counts of the certificate list, each with its own label', async () => {
    serveApi(testSiteInfo(), { [LIST]: () => ok(list()) });
    renderWithSite(<MedalsBlock userId={7} />);
    const block = await screen.findByRole('region', { name: 'Your medals' });
    const medals = within(block).getAllByRole('img');
    expect(medals.map((medal) => medal.getAttribute('aria-label'))).toEqual([
      'Bronze medals: 2 (associate certificates)',
      'Silver medals: 1 (professional certificates)',
      'Gold medals: 0 (expert certificates)',
    ]);
    expect(medals.map((medal) => medal.textContent)).toEqual(['2Bronze', '1Silver', '0Gold']);
    // A tier without a medal is shown faded, not left out.
    expect(medals[2].closest('li')?.hasAttribute('data-empty')).toBe(true);
    expect(medals[0].closest('li')?.hasAttribute('data-empty')).toBe(false);
    expect(within(block).getByText(/bronze for associate, silver for professional, gold for expert/)).toBeTruthy();
  });

  it('shows nothing for a learner without a certificate', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [LIST]: () => ok(list({ certificates: [], medals: { bronze: 0, silver: 0, gold: 0 } })) });
    const { container } = renderWithSite(<MedalsBlock userId={7} />);
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="medals"]')).toBeNull();
  });

  it('asks nothing for a visitor, and shows nothing when the list cannot be read', async () => {
    const visitorFetch = serveApi(testSiteInfo(), { [LIST]: () => ok(list()) });
    const visitor = renderWithSite(<MedalsBlock userId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(visitorFetch, LIST)).toHaveLength(0);
    visitor.unmount();

    const failing = serveApi(testSiteInfo(), { [LIST]: () => unauthorized() });
    const { container } = renderWithSite(<MedalsBlock userId={7} />);
    await waitFor(() => expect(callsTo(failing, LIST).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="medals"]')).toBeNull();
  });
});
