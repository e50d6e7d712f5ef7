import type { MyLearningCertificates } from '@credo/contracts/my-learning';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { CertificatesPanel } from './certificates-panel';

const LIST = '/api/user/myLearning/certificates';
const REMIND = '/api/user/certificationApply/updateWindowRemindStatus';
const cert = (over: Partial<MyLearningCertificates['certificates'][number]>) => ({
  id: 1,
  number: 'CR-2026-AAAA2222',
  state: 'valid' as const,
  group: 'valid' as const,
  issuedAt: '2026-01-10T00:00:00.000Z',
  expiresAt: '2028-01-10T00:00:00.000Z',
  remindStatus: '0' as const,
  renewable: false,
  certificationId: 3,
  certificationName: 'Certified Security Associate (CSA)',
  level: 1,
  versionLabel: 'V1',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('CertificatesPanel', () => {
  it("shows the reminder of a certificate flagged '1' and closes it for good with updateWindowRemindStatus", async () => {
    let remind: '0' | '1' = '1';
    const fetchMock = serveApi(testSiteInfo(), {
      [LIST]: () => ok({ certificates: [cert({ remindStatus: remind })], medals: { bronze: 1, silver: 0, gold: 0 } }),
      [REMIND]: () => {
        remind = '0';
        return ok(null);
      },
    });
    renderWithSite(<CertificatesPanel subTab={0} />);
    expect(await screen.findByText('Congratulations! Your certificate CR-2026-AAAA2222 for Certified Security Associate (CSA) has been issued.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/user/certificate/pdf?number=CR-2026-AAAA2222');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/Congratulations!/)).toBeNull());
    expect(callsTo(fetchMock, REMIND)[0].body).toMatchObject({ certificateId: 1 });
  });

  it('lists a sub-tab by its group and offers renewal for an about-to-expire certificate; an empty group says what to do', async () => {
    serveApi(testSiteInfo(), {
      [LIST]: () =>
        ok({
          certificates: [cert({}), cert({ id: 2, number: 'CR-2024-BBBB3333', state: 'aboutToExpire', group: 'aboutToExpire', renewable: true })],
          medals: { bronze: 2, silver: 0, gold: 0 },
        }),
    });
    const { unmount } = renderWithSite(<CertificatesPanel subTab={1} />);
    expect(await screen.findByText('CR-2024-BBBB3333')).toBeTruthy();
    expect(screen.queryByText('CR-2026-AAAA2222')).toBeNull();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeTruthy();
    unmount();
    renderWithSite(<CertificatesPanel subTab={3} />);
    expect(await screen.findByText('No certificate is being renewed.')).toBeTruthy();
  });
});
