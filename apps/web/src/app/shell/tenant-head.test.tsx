import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { SiteFooter } from './site-footer';
import { useDocumentHead } from './use-document-head';

const micro = testSiteInfo({ siteId: 19, siteName: 'Credo Thermal', pathPrefix: '', isEU: false }, 'micro');
micro.tenant = {
  ...micro.tenant,
  tenantId: 2,
  name: 'Credo Thermal',
  defaultTitle: 'Credo Thermal Academy — Thermal Imaging Training',
  faviconUrl: '/media/tenants/micro-favicon.svg',
  privacyPolicyUrl: 'https://thermal.credo-security.example/privacy',
};

const Head = () => {
  useDocumentHead();
  return (
    <Routes>
      <Route path="*" element={<Link to="/faq">next page</Link>} />
    </Routes>
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove());
});

describe('tenant head and links', () => {
  it("sets the tenant's default title and favicon", async () => {
    document.title = 'Credo';
    renderWithSite(<Head />, { site: micro });
    await waitFor(() => expect(document.title).toBe('Credo Thermal Academy — Thermal Imaging Training'));
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/media/tenants/micro-favicon.svg');
  });

  it('leaves the favicon the server rendered untouched (a rewrite, even to the same URL, fetches it again)', async () => {
    const served = document.createElement('link');
    served.rel = 'icon';
    served.setAttribute('href', '/media/tenants/micro-favicon.svg');
    document.head.appendChild(served);
    const writes: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => writes.push(r.attributeName ?? '')));
    observer.observe(served, { attributes: true });
    document.title = 'Credo';
    renderWithSite(<Head />, { site: micro });
    await waitFor(() => expect(document.title).toBe('Credo Thermal Academy — Thermal Imaging Training'));
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('keeps the title the server rendered for the first page, then uses the default on the next', async () => {
    document.title = 'Thermography Fundamentals | Credo Thermal';
    renderWithSite(<Head />, { site: micro, path: '/certification/detail/5' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.title).toBe('Thermography Fundamentals | Credo Thermal');
    screen.getByRole('link', { name: 'next page' }).click();
    await waitFor(() => expect(document.title).toBe('Credo Thermal Academy — Thermal Imaging Training'));
  });

  it("adds the tenant's privacy policy to the footer's legal links when the footer lacks it", async () => {
    serveApi(micro, {
      '/api/certification/footer/searchFooter': () =>
        ok({
          email: '',
          linkList: [{ id: 1, areaKind: 6, linkTitle: 'Terms of use', linkUrl: 'https://thermal.credo-security.example/terms', linkImage: null }],
          socialList: [],
        }),
    });
    renderWithSite(<SiteFooter />, { site: micro });
    const privacy = await screen.findByRole('link', { name: 'Privacy policy' });
    expect(privacy.getAttribute('href')).toBe('https://thermal.credo-security.example/privacy');
    expect(await screen.findByRole('link', { name: 'Terms of use' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Privacy policy' })).toHaveLength(1);
  });

  it('does not repeat the privacy link the footer configuration already has', async () => {
    serveApi(micro, {
      '/api/certification/footer/searchFooter': () =>
        ok({
          email: '',
          linkList: [{ id: 1, areaKind: 6, linkTitle: 'Privacy', linkUrl: 'https://thermal.credo-security.example/privacy', linkImage: null }],
          socialList: [],
        }),
    });
    renderWithSite(<SiteFooter />, { site: micro });
    expect(await screen.findByRole('link', { name: 'Privacy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).toBeNull();
  });
});
