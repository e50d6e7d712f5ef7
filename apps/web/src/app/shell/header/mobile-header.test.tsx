import { TIMINGS_MS } from '@credo/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSiteInfo, testUser } from '@/test/fixtures';
import { clearHeaderCookies, renderHeader } from './header-test-kit';

beforeEach(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearHeaderCookies();
});

const location = () => screen.getByTestId('location').textContent;
const banner = () => screen.getByRole('banner');

describe('mobile header (cert §2)', () => {
  it('opens a drawer with expandable groups whose links keep the /mobile twin', async () => {
    renderHeader({ path: '/mobile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const group = await within(nav).findByRole('button', { name: 'Certification' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const links = within(nav)
      .getAllByRole('link', { name: 'Overview' })
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/mobile/general-security-certification/overview', '/mobile/hikvision-security-certification/overview']);

    fireEvent.click(within(nav).getAllByRole('link', { name: 'Overview' })[1]);
    expect(location()).toBe('/mobile/hikvision-security-certification/overview');
  });

  it('offers Sign in to a visitor, and the personal-info panel to a signed-in user', async () => {
    const visitor = renderHeader({ path: '/mobile' });
    expect(await within(banner()).findByRole('button', { name: 'Sign in' })).toBeTruthy();
    visitor.unmount();
    vi.unstubAllGlobals();

    renderHeader({ path: '/mobile', user: testUser(), site: testSiteInfo({}, 'neutral') });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Lena Novak' }));
    const panel = await screen.findByRole('navigation', { name: 'Account' });
    expect(screen.getByText('lena@example.com')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Personal info' }).getAttribute('href')).toBe('/mobile/my-learning/edit');
    // The neutral tenant has no Log out (cert §2: only the three brand tenants).
    expect(within(panel).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('keeps one panel open at a time: search closes the drawer, the language panel closes search', async () => {
    renderHeader({ path: '/mobile' });
    const menuButton = await screen.findByRole('button', { name: 'Open the menu' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByRole('searchbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Country and language/ }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(await screen.findByText('Choose your country or region')).toBeTruthy();
  });

  it('searches under /mobile', async () => {
    renderHeader({ path: '/mobile/faq' });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'alarm' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(location()).toBe('/mobile/search?keyword=alarm');
  });

  it('hides on scroll down and comes back on scroll up, throttled to 200 ms', async () => {
    renderHeader({ path: '/mobile' });
    await screen.findByRole('button', { name: 'Open the menu' });
    vi.useFakeTimers();
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(500);
    expect(banner().getAttribute('data-hidden')).toBe('true');
    scrollTo(420);
    expect(banner().getAttribute('data-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(TIMINGS_MS.scrollThrottle));
    expect(banner().getAttribute('data-hidden')).toBe('false');
  });

  it('stays visible while a panel is open', async () => {
    renderHeader({ path: '/mobile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(banner().getAttribute('data-hidden')).toBe('false'));
  });
});
