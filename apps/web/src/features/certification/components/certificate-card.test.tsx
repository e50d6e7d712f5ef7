import type { LearnerCertificate } from '@credo/contracts/certification-journey';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serveApi, testSiteInfo, testUser } from '@/test/fixtures';
import buttonStyles from '@/shared/ui/button.module.css';
import { renderWithSite } from '@/test/render-with-site';
import { CertificateCard } from './certificate-card';

const certificate = (overrides: Partial<LearnerCertificate> = {}): LearnerCertificate => ({
  id: 4,
  number: 'CR-2026-7KQ4M9XW',
  state: 'valid',
  issuedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2028-03-01T10:00:00.000Z',
  remindStatus: '0',
  renewable: false,
  ...overrides,
});

const renderCard = (value: LearnerCertificate, onRenew = vi.fn()) => {
  serveApi(testSiteInfo(), { '/api/user/sso/getUserInfo': () => ok(testUser()) });
  renderWithSite(<CertificateCard certificate={value} renewing={false} onRenew={onRenew} />);
  return { card: screen.getByTestId('certificate-card'), onRenew };
};

afterEach(() => vi.unstubAllGlobals());

describe('CertificateCard', () => {
  it('shows a valid certificate with its number, dates, the PDF and the verification page, and no note or Renew', () => {
    const { card } = renderCard(certificate());
    expect(within(card).getByText('Valid')).toBeTruthy();
    expect(within(card).getByText('CR-2026-7KQ4M9XW')).toBeTruthy();
    expect(within(card).getByText('March 1, 2026')).toBeTruthy();
    expect(within(card).getByText('March 1, 2028')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(within(card).queryByTestId('certificate-note')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Public verification page' }).getAttribute('href')).toBe('/verify/CR-2026-7KQ4M9XW');
  });

  it('draws the verification page as an outlined button with its icon among the actions, not a bare link', () => {
    const { card } = renderCard(certificate());
    const link = within(card).getByRole('link', { name: 'Public verification page' });
    expect(link.classList.contains(buttonStyles.button)).toBe(true);
    expect(link.classList.contains(buttonStyles.default)).toBe(true);
    expect(link.querySelector('svg')).not.toBeNull();
    // Beside Download PDF, in the same row of actions.
    expect(link.parentElement).toBe(within(card).getByRole('button', { name: 'Download PDF' }).parentElement);
  });

  it('offers Renew for a certificate about to expire, with its end date, and passes the certificate id', () => {
    const { card, onRenew } = renderCard(certificate({ state: 'aboutToExpire', expiresAt: '2026-05-01T10:00:00.000Z', renewable: true }));
    expect(within(card).getByText('About to expire')).toBeTruthy();
    expect(within(card).getByTestId('certificate-note').textContent).toBe('This certificate expires on May 1, 2026. Renew it now to stay certified.');
    fireEvent.click(within(card).getByRole('button', { name: 'Renew' }));
    expect(onRenew).toHaveBeenCalledWith(4);
  });

  it('offers Renew for an expired certificate and still lets the learner download it', () => {
    const { card } = renderCard(certificate({ state: 'expired', expiresAt: '2026-01-01T10:00:00.000Z', renewable: true }));
    expect(within(card).getByText('Expired')).toBeTruthy();
    expect(within(card).getByTestId('certificate-note').textContent).toBe('This certificate expired on January 1, 2026. Renew it to be certified again.');
    expect(within(card).getByRole('button', { name: 'Renew' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('says a renewed certificate was replaced, without Renew', () => {
    const { card } = renderCard(certificate({ state: 'renewed' }));
    expect(within(card).getByText('Renewed')).toBeTruthy();
    expect(within(card).getByTestId('certificate-note').textContent).toBe('A newer certificate has replaced this one.');
    expect(within(card).queryByRole('button', { name: 'Renew' })).toBeNull();
  });

  it('shows a revoked certificate as such: no PDF, no Renew, the verification page still linked', () => {
    const { card } = renderCard(certificate({ state: 'revoked' }));
    expect(within(card).getByText('Revoked')).toBeTruthy();
    const note = within(card).getByTestId('certificate-note');
    expect(note.textContent).toContain('This certificate has been revoked.');
    expect(note.getAttribute('data-tone')).toBe('error');
    expect(within(card).queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Public verification page' })).toBeTruthy();
  });
});
