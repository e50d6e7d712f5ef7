import type { CompanyCertificates } from '@credo/contracts/company-search';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { CompanySearchPage } from './company-search-page';

const LIST = '/api/certification/companyCertificate/list';
const found: CompanyCertificates = {
  vatNumber: '5260250995',
  certificates: [
    { holderName: 'Marta K.', certificationName: 'Video Security Professional', level: 2, validUntil: '2028-07-28T10:00:00.000Z', number: 'CR-2025-VAT2MK02' },
  ],
};
const renderPage = (path: string, on = true) =>
  renderWithSite(
    <Routes>
      <Route path="/vat" element={<CompanySearchPage />} />
    </Routes>,
    { path, site: testSiteInfo({ showCompanyCertificate: on }) },
  );

afterEach(() => vi.unstubAllGlobals());

describe('CompanySearchPage', () => {
  it("lists the company's certificates with holder, level, validity and a verify link", async () => {
    const fetchMock = serveApi(testSiteInfo({ showCompanyCertificate: true }), { [LIST]: () => ok(found) });
    renderPage('/vat?vat=5260250995');
    expect(await screen.findByText('Marta K.')).toBeTruthy();
    expect(screen.getByText('Professional')).toBeTruthy();
    expect(screen.getByText('July 28, 2028')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Verify/ }).getAttribute('href')).toBe('/verify/CR-2025-VAT2MK02');
    expect(callsTo(fetchMock, LIST)[0].url.searchParams.get('vatNumber')).toBe('5260250995');
  });

  it('tells the digits rule and makes no call for a non-number', async () => {
    const fetchMock = serveApi(testSiteInfo({ showCompanyCertificate: true }), { [LIST]: () => ok(found) });
    renderPage('/vat');
    fireEvent.change(await screen.findByLabelText('VAT number'), { target: { value: 'PL12' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Company certificate search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter numbers with at least 2 digits.');
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('shows a clear empty state for an unknown number, and the wait message on HTTP 429', async () => {
    serveApi(testSiteInfo({ showCompanyCertificate: true }), {
      [LIST]: ({ url }) => (url.searchParams.get('vatNumber') === '11' ? envelope(429, null, 'Too many', 429) : ok({ vatNumber: '1234', certificates: [] })),
    });
    renderPage('/vat?vat=1234');
    expect(await screen.findByText('No valid certificates for VAT number 1234')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: '11' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Company certificate search' }));
    await waitFor(() => expect(screen.getByText('Too many searches from your connection.')).toBeTruthy());
  });

  it('on a site without the search: no form and no call', async () => {
    const fetchMock = serveApi(testSiteInfo({ showCompanyCertificate: false }), { [LIST]: () => ok(found) });
    renderPage('/vat?vat=5260250995', false);
    expect(await screen.findByText('The company certificate search is not offered on this site.')).toBeTruthy();
    expect(screen.queryByLabelText('VAT number')).toBeNull();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });
});
