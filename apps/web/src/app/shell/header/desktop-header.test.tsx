import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, testSiteInfo, testUser } from '@/test/fixtures';
import { clearHeaderCookies, renderHeader } from './header-test-kit';
import { LOGO_HOME_DELAY_MS } from './logo-link';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearHeaderCookies();
});

const location = () => screen.getByTestId('location').textContent;
const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('desktop header menus (cert §2)', () => {
  it('shows Certification, Non-certification and My Learning when the site has the non-certification menu', async () => {
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('button', { name: 'Certification' });
    expect(within(nav).getByRole('button', { name: 'Non-certification training' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'My Learning' }).getAttribute('href')).toBe('/my-learning');

    fireEvent.click(within(nav).getByRole('button', { name: 'Certification' }));
    expect(await screen.findByText('General Security Certification')).toBeTruthy();
    const overview = screen.getAllByRole('link', { name: 'Overview' }).map((link) => link.getAttribute('href'));
    expect(overview).toEqual(['/general-security-certification/overview', '/hikvision-security-certification/overview']);
  });

  it('shows the two programme dropdowns when the non-certification call fails', async () => {
    renderHeader({ handlers: { '/api/certification/nonCertification/menu': () => new Response('down', { status: 503 }) } });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('button', { name: 'General Security Certification' });
    expect(within(nav).getByRole('button', { name: 'Credo Security Certification' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Certification' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Non-certification training' })).toBeNull();
  });

  it('hides the general programme for a visitor from a listed country', async () => {
    renderHeader({
      site: testSiteInfo({ showNonCertiMenu: false, isEU: true }),
      session: { visitorCountry: { countryCode: 'US', countryName: 'United States' } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('button', { name: 'Credo Security Certification' });
    expect(within(nav).queryByRole('button', { name: 'General Security Certification' })).toBeNull();
  });

  it('drops instructor-led from the general programme for the first tenant in the EU', async () => {
    renderHeader({ site: testSiteInfo({ showNonCertiMenu: false, isEU: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'General Security Certification' }));
    await screen.findByRole('link', { name: 'Online video courses' });
    expect(screen.queryByRole('link', { name: 'Instructor-led training' })).toBeNull();
  });
});

describe('keyboard', () => {
  it('moves focus into a dropdown opened from the keyboard, and back to its trigger on Escape', async () => {
    renderHeader();
    const trigger = await screen.findByRole('button', { name: 'Certification' });
    fireEvent.click(trigger, { detail: 0 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Overview'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('one panel at a time (cert §2)', () => {
  it('opening search, the language dialog or the account popover closes whichever was open', async () => {
    renderHeader({ user: testUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Certification' }));
    expect(expanded('Certification')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search the academy' })).toBeTruthy();
    expect(expanded('Certification')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: /^Country and language/ }));
    // (antd names dialogs by a fixed test id in jsdom, so the dialog is found by its text.)
    expect(within(await screen.findByRole('dialog')).getByText('Country and language')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Lena Novak' }));
    expect(await screen.findByRole('navigation', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Country and language/ }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Non-certification training' }));
    expect(expanded('Non-certification training')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(expanded('Non-certification training')).toBe('false');
    expect(screen.getByRole('button', { name: 'Account menu of Lena Novak' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });
});

describe('search overlay (cert §2)', () => {
  it('goes to /search?keyword= on Enter, encoded, and closes', async () => {
    renderHeader({ path: '/faq' });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('searchbox', { name: 'Search the academy' });
    fireEvent.change(box, { target: { value: ' IP camera & NVR ' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(location()).toBe('/search?keyword=IP%20camera%20%26%20NVR');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('searches with the icon, ignores an empty keyword, and closes on Escape', async () => {
    renderHeader({ path: '/faq' });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(location()).toBe('/faq');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'thermal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(location()).toBe('/search?keyword=thermal');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('searchbox');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('logo', () => {
  it('returns home after a short delay, not at once', async () => {
    renderHeader({ path: '/faq' });
    const logo = await screen.findByRole('link', { name: 'Credo Academy home' });
    vi.useFakeTimers();
    fireEvent.click(logo);
    expect(location()).toBe('/faq');
    vi.advanceTimersByTime(LOGO_HOME_DELAY_MS - 1);
    expect(location()).toBe('/faq');
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('top bar', () => {
  it('shows the language selector only when the site offers more than one language', async () => {
    const single = renderHeader({
      session: {
        languages: [
          { id: 1, languagePackId: 'en', languageComplete: 'English', languageSimple: 'en', countryCode: 'GB', countryName: 'United Kingdom', rtlStatus: '0' },
        ],
      },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('button', { name: /Country and language/ })).toBeNull();
    single.unmount();
    renderHeader({ handlers: { '/api/user/sso/getUserInfo': () => ok(testUser()) } });
    const selector = await screen.findByRole('button', { name: /^Country and language/ });
    // The name starts with a hidden prefix, then exactly what the button shows (WCAG 2.5.3).
    expect(selector.textContent).toMatch(/^Country and language: United Kingdom, English$/);
  });
});
