import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getConsentState, resetConsentStore, setConsentRegion } from '@/shared/consent/consent-store';
import { readCookie } from '@/shared/lib/cookies';
import { renderWithSite } from '@/test/render-with-site';
import { CookiesPreferencesPage } from './cookies-preferences-page';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};

const switchFor = (name: string) => screen.getByRole('switch', { name });
const checked = (name: string) => switchFor(name).getAttribute('aria-checked') === 'true';

const open = (optIn: boolean) => {
  resetConsentStore();
  setConsentRegion(optIn ? 'optIn' : 'optOut');
  return renderWithSite(<CookiesPreferencesPage />, { path: '/cookies-preferences' });
};

beforeEach(() => {
  clearCookies();
  resetConsentStore();
});
afterEach(() => {
  clearCookies();
  resetConsentStore();
});

describe('cookie preferences page', () => {
  it('shows necessary always on (disabled) and starts opt-in visitors with the optional cookies off', () => {
    open(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeTruthy();
    expect(checked('Necessary cookies')).toBe(true);
    expect((switchFor('Necessary cookies') as HTMLButtonElement).disabled).toBe(true);
    expect(checked('Functionality cookies')).toBe(false);
    expect(checked('Analytics cookies')).toBe(false);
    expect(screen.getByText(/optional cookies stay off until you switch them on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('https://example.com/privacy');
  });

  it('starts other visitors with functionality and analytics on', () => {
    open(false);
    expect(checked('Functionality cookies')).toBe(true);
    expect(checked('Analytics cookies')).toBe(true);
  });

  it('saves the choice for the next visit and marks the banner handled', async () => {
    const first = open(true);
    fireEvent.click(switchFor('Analytics cookies'));
    expect(checked('Analytics cookies')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Your cookie preferences have been saved.')).toBeTruthy();
    expect(JSON.parse(readCookie('cookiePolicy')!)).toEqual({ necessary: 'on', functionality: 'off', analytics: 'on' });
    expect(readCookie('cookieDisclaimer')).toBe('true');
    expect(getConsentState().policy).toEqual({ necessary: true, functionality: false, analytics: true });
    first.unmount();

    // The next visit (a new page load) shows the saved choice, not the region's default.
    open(true);
    expect(checked('Functionality cookies')).toBe(false);
    expect(checked('Analytics cookies')).toBe(true);
    expect(screen.queryByText(/You have not chosen yet/)).toBeNull();
  });

  it('follows the region once it is known, until the visitor touches a switch', async () => {
    resetConsentStore();
    renderWithSite(<CookiesPreferencesPage />, { path: '/cookies-preferences' });
    expect(checked('Analytics cookies')).toBe(false);
    act(() => setConsentRegion('optOut'));
    await waitFor(() => expect(checked('Analytics cookies')).toBe(true));
  });
});
