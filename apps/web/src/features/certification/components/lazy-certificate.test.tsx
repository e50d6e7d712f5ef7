import type { LearnerCertificate } from '@credo/contracts/certification-journey';
import type { MyCertificates } from '@credo/contracts/certificate';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serveApi, testSiteInfo, testUser } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import styles from './certification.module.css';
import { LazyLearnerCertificate } from './lazy-certificate';

const LIST = '/api/user/certificate/list';

const certificate: LearnerCertificate = {
  id: 4,
  number: 'CR-2026-7KQ4M9XW',
  state: 'valid',
  issuedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2028-03-01T10:00:00.000Z',
  remindStatus: '0',
  renewable: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('LazyLearnerCertificate (issue 19: the certificate card and medals load apart from the page)', () => {
  it("holds the card's place while its code loads, then shows the card, and the medals' place until the list answers", async () => {
    let answer!: () => void;
    const listed = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const medals: MyCertificates = {
      certificates: [{ ...certificate, certificationId: 11, certificationName: 'CSA', level: 1, kind: 0, versionLabel: 'V2.0' }],
      medals: { bronze: 1, silver: 0, gold: 0 },
    };
    serveApi(testSiteInfo(), {
      '/api/user/sso/getUserInfo': () => ok(testUser()),
      [LIST]: async () => {
        await listed;
        return ok(medals);
      },
    });
    renderWithSite(<LazyLearnerCertificate certificate={certificate} userId={7} renewing={false} onRenew={vi.fn()} />);
    // The first render cannot have the chunk: the reserved box, in the card's frame, says it is loading.
    const reserved = screen.getByTestId('certificate-loading');
    expect(reserved.getAttribute('aria-busy')).toBe('true');
    expect(reserved.getAttribute('role')).toBe('status');
    expect(reserved.className).toContain(styles.certificateReserved);
    expect(screen.queryByTestId('certificate-card')).toBeNull();

    const card = await screen.findByTestId('certificate-card');
    expect(within(card).getByText('CR-2026-7KQ4M9XW')).toBeTruthy();
    expect(screen.queryByTestId('certificate-loading')).toBeNull();
    // The medals' place is held (an empty box, hidden from assistive technology) while the list loads.
    expect(screen.getByTestId('medals-loading').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('medals')).toBeNull();
    answer();
    expect(await screen.findByRole('region', { name: 'Your medals' })).toBeTruthy();
    expect(screen.queryByTestId('medals-loading')).toBeNull();
  });
});
