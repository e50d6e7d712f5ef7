import type { CertificateVerification } from '@credo/contracts/certificate';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { VerifyPage } from './verify-page';

const VERIFY = '/api/certification/certificate/verify';
const issued = (overrides: Partial<CertificateVerification>): CertificateVerification => ({
  number: 'CR-2026-7KQ4M9XW',
  found: true,
  valid: true,
  state: 'valid',
  holderName: 'Lena Novak',
  certificationName: 'General Security Associate',
  level: 1,
  versionLabel: 'V3.1',
  issuedAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2028-03-02T10:00:00.000Z',
  ...overrides,
});

const renderVerify = (path: string) =>
  renderWithSite(
    <Routes>
      <Route path="/verify/:number?" element={<VerifyPage />} />
    </Routes>,
    { path },
  );

afterEach(() => vi.unstubAllGlobals());

describe('VerifyPage', () => {
  it('shows a valid certificate with its holder, certification, level, version and dates', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [VERIFY]: () => ok(issued({})) });
    renderVerify('/verify/cr-2026-7kq4m9xw');
    expect(await screen.findByRole('heading', { name: 'This certificate is valid' })).toBeTruthy();
    expect(screen.getByTestId('verify-badge').textContent).toBe('Valid');
    expect(screen.getByText('Lena Novak')).toBeTruthy();
    expect(screen.getByText('General Security Associate')).toBeTruthy();
    expect(screen.getByText('Associate')).toBeTruthy();
    expect(screen.getByText('V3.1')).toBeTruthy();
    expect(screen.getByText('March 2, 2026')).toBeTruthy();
    expect(screen.getByText('March 2, 2028')).toBeTruthy();
    // The number is sent in its canonical (upper-case) form.
    expect(callsTo(fetchMock, VERIFY)[0].url.searchParams.get('number')).toBe('CR-2026-7KQ4M9XW');
  });

  it('reads NOT valid for a revoked certificate', async () => {
    serveApi(testSiteInfo(), { [VERIFY]: () => ok(issued({ valid: false, state: 'revoked' })) });
    renderVerify('/verify/CR-2026-7KQ4M9XW');
    expect(await screen.findByRole('heading', { name: 'This certificate is NOT valid' })).toBeTruthy();
    expect(screen.getByTestId('verify-badge').textContent).toBe('Revoked');
    expect(screen.getByText('We have withdrawn this certificate. It must not be accepted as proof of certification.')).toBeTruthy();
  });

  it('reads NOT valid for a number we never issued (a forged number)', async () => {
    const forged: CertificateVerification = {
      number: 'CR-2026-ZZZZZZZZ',
      found: false,
      valid: false,
      state: null,
      holderName: null,
      certificationName: null,
      level: null,
      versionLabel: null,
      issuedAt: null,
      expiresAt: null,
    };
    serveApi(testSiteInfo(), { [VERIFY]: () => ok(forged) });
    renderVerify('/verify/CR-2026-ZZZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'Certificate not found: NOT valid' })).toBeTruthy();
    expect(screen.getByTestId('verify-badge').textContent).toBe('Not found');
    expect(screen.getByText('This number does not belong to any certificate issued by us.')).toBeTruthy();
    expect(screen.queryByText('Holder')).toBeNull();
  });

  it('refuses a malformed number in the box and in the address without asking the server', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [VERIFY]: () => ok(issued({})) });
    renderVerify('/verify/not-a-number');
    expect(await screen.findByText('Not a certificate number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Certificate number'), { target: { value: 'CR-2026-OOPS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(document.getElementById('verify-number-error')?.textContent).toBe('This is not a certificate number. Numbers look like CR-2026-7KQ4M9XW.'),
    );
    expect(screen.getByLabelText('Certificate number').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(0);
    // A well-formed number is checked.
    fireEvent.change(screen.getByLabelText('Certificate number'), { target: { value: ' cr-2026-7kq4m9xw ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'This certificate is valid' })).toBeTruthy();
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(1);
  });
});
