import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { useDocumentHead } from './use-document-head';

const Head = () => {
  useDocumentHead();
  return null;
};
const Detail = () => {
  usePageTitle('Network cameras basics');
  return <p>detail</p>;
};

afterEach(() => vi.unstubAllGlobals());

describe('document title after in-app navigation', () => {
  it("uses the page's own title, then the SEO settings for the URL, then the tenant default", async () => {
    const site = testSiteInfo();
    serveApi(site, { '/api/certification/seo/getRelBySiteId': () => ok([{ url: '/faq', title: 'Questions and answers', description: 'Help' }]) });
    document.title = 'Credo';
    renderWithSite(
      <>
        <Head />
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Link to="/faq">faq</Link>
                <Link to="/news/detail/1">news</Link>
              </>
            }
          />
          <Route path="/faq" element={<Link to="/news/detail/1">news</Link>} />
          <Route
            path="/news/detail/:id"
            element={
              <>
                <Detail />
                <Link to="/">home</Link>
              </>
            }
          />
        </Routes>
      </>,
    );
    await vi.waitFor(() => expect(document.title).toBe(site.tenant.defaultTitle));
    act(() => screen.getByText('faq').click());
    await vi.waitFor(() => expect(document.title).toBe('Questions and answers'));
    act(() => screen.getByText('news').click());
    await vi.waitFor(() => expect(document.title).toBe(`Network cameras basics | ${site.tenant.name}`));
    act(() => screen.getByText('home').click());
    await vi.waitFor(() => expect(document.title).toBe(site.tenant.defaultTitle));
  });
});

describe('the server-rendered head in another language (issue 14)', () => {
  afterEach(() => document.head.querySelector('meta[property="og:locale"]')?.remove());

  it('replaces the English title the server rendered when the visit is in another language', async () => {
    const site = testSiteInfo();
    serveApi(site, { '/api/certification/seo/getRelBySiteId': () => ok([{ url: '/faq', title: 'Najczęstsze pytania', description: 'Pomoc' }]) });
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'og:locale');
    meta.content = 'xx';
    document.head.appendChild(meta);
    document.title = 'Frequently asked questions — Credo Academy';
    renderWithSite(<Head />, { path: '/faq' });
    await vi.waitFor(() => expect(document.title).toBe('Najczęstsze pytania'));
  });
});

describe('the phone redirect to the /mobile twin (issue 14)', () => {
  it('keeps the description the server rendered for the page', async () => {
    const site = testSiteInfo();
    serveApi(site, { '/api/certification/seo/getRelBySiteId': () => ok([]) });
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Answers about enrolment, credits and exams.';
    document.head.appendChild(meta);
    document.title = 'Frequently asked questions — Credo Academy';
    renderWithSite(
      <>
        <Head />
        <Routes>
          <Route path="/faq" element={<Link to="/mobile/faq">phone</Link>} />
          <Route path="/mobile/faq" element={<p>mobile faq</p>} />
        </Routes>
      </>,
      { path: '/faq' },
    );
    act(() => screen.getByText('phone').click());
    await screen.findByText('mobile faq');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(meta.content).toBe('Answers about enrolment, credits and exams.');
    expect(document.title).toBe('Frequently asked questions — Credo Academy');
    meta.remove();
  });
});

describe('the description after in-app navigation (issue 19)', () => {
  it('is never blanked: a page without SEO text keeps the description there, one with SEO text gets it', async () => {
    const site = testSiteInfo();
    serveApi(site, { '/api/certification/seo/getRelBySiteId': () => ok([{ url: '/faq', title: 'Questions and answers', description: 'Help' }]) });
    document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Certification courses for installers.';
    document.head.appendChild(meta);
    document.title = 'Credo';
    renderWithSite(
      <>
        <Head />
        <Routes>
          <Route path="/" element={<Link to="/mobile/courses">courses</Link>} />
          <Route path="/mobile/courses" element={<Link to="/faq">faq</Link>} />
          <Route path="/faq" element={<p>faq page</p>} />
        </Routes>
      </>,
      { path: '/' },
    );
    act(() => screen.getByText('courses').click());
    await screen.findByText('faq');
    await vi.waitFor(() => expect(document.title).toBe(site.tenant.defaultTitle));
    expect(meta.content).toBe('Certification courses for installers.');
    act(() => screen.getByText('faq').click());
    await screen.findByText('faq page');
    await vi.waitFor(() => expect(meta.content).toBe('Help'));
    meta.remove();
  });
});
