import { COOKIE_POLICY_MAX_AGE_SECONDS } from '@credo/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/shared/lib/cookies';
import {
  acceptAllCookies,
  consentAllows,
  getConsentState,
  markConsentHandled,
  rejectAllCookies,
  resetConsentStore,
  saveCookiePolicy,
  setConsentRegion,
} from './consent-store';
import { ACCEPT_ALL, defaultPolicy, REJECT_ALL, requiresOptIn } from './cookie-policy';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};

/** Every cookie string the code writes, to check attributes jsdom does not show back (max-age). */
const spyCookieWrites = () => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
};

beforeEach(() => {
  clearCookies();
  resetConsentStore();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
  resetConsentStore();
});

describe('consent region and defaults', () => {
  it('applies the opt-in rules on an EU site, for a listed country and for an unknown country', () => {
    expect(requiresOptIn(true, 'US')).toBe(true);
    expect(requiresOptIn(false, 'DE')).toBe(true);
    expect(requiresOptIn(false, 'gb')).toBe(true);
    expect(requiresOptIn(false, null)).toBe(true);
    expect(requiresOptIn(false, 'US')).toBe(false);
    expect(requiresOptIn(false, 'SA')).toBe(false);
  });

  it('starts opt-in regions with every optional category off and others with all on', () => {
    expect(defaultPolicy(true)).toEqual({ necessary: true, functionality: false, analytics: false });
    expect(defaultPolicy(false)).toEqual({ necessary: true, functionality: true, analytics: true });
  });

  it('allows nothing optional while the region is pending, then the region default until a choice', () => {
    expect(getConsentState()).toMatchObject({ handled: false, stored: null, region: 'pending', policy: REJECT_ALL });
    setConsentRegion('optOut');
    expect(getConsentState().policy).toEqual(ACCEPT_ALL);
    expect(consentAllows('analytics')).toBe(true);
    setConsentRegion('optIn');
    expect(getConsentState().policy).toEqual(REJECT_ALL);
  });
});

describe('banner choices', () => {
  it('Accept saves every policy on and marks the banner handled, both for one year', () => {
    const writes = spyCookieWrites();
    setConsentRegion('optIn');
    acceptAllCookies();

    expect(getConsentState()).toMatchObject({ handled: true, stored: ACCEPT_ALL, policy: ACCEPT_ALL });
    expect(readCookie('cookieDisclaimer')).toBe('true');
    expect(JSON.parse(readCookie('cookiePolicy')!)).toEqual({ necessary: 'on', functionality: 'on', analytics: 'on' });
    const policyWrite = writes.find((w) => w.startsWith('cookiePolicy='));
    const disclaimerWrite = writes.find((w) => w.startsWith('cookieDisclaimer='));
    expect(policyWrite).toContain(`max-age=${COOKIE_POLICY_MAX_AGE_SECONDS}`);
    expect(disclaimerWrite).toContain(`max-age=${COOKIE_POLICY_MAX_AGE_SECONDS}`);
  });

  it('Reject deletes the optional cookies we set, keeps the necessary ones and rejects every policy', () => {
    document.cookie = 'credo_sid=abc; path=/';
    document.cookie = 'languageCheckedId=2; path=/';
    document.cookie = 'showCountryLanguageTips=1; path=/';
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST0021=GS1.1; path=/';
    document.cookie = '_gid=GA1.1.9; path=/';
    setConsentRegion('optIn');
    rejectAllCookies();

    const names = document.cookie.split(';').map((part) => part.split('=')[0].trim());
    expect(names.sort()).toEqual(['cookieDisclaimer', 'cookiePolicy', 'credo_sid']);
    expect(getConsentState()).toMatchObject({ handled: true, stored: REJECT_ALL, policy: REJECT_ALL });
    expect(JSON.parse(readCookie('cookiePolicy')!)).toEqual({ necessary: 'on', functionality: 'off', analytics: 'off' });
  });

  it('Manage only marks the banner handled; the region default still applies', () => {
    setConsentRegion('optOut');
    markConsentHandled();
    expect(getConsentState()).toMatchObject({ handled: true, stored: null, policy: ACCEPT_ALL });
  });
});

describe('preferences', () => {
  it('saves a mixed policy, survives a reload and deletes the cookies of a category turned off', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'languageCheckedId=2; path=/';
    setConsentRegion('optOut');
    saveCookiePolicy({ necessary: true, functionality: true, analytics: false });

    expect(readCookie('_ga')).toBeUndefined();
    expect(readCookie('languageCheckedId')).toBe('2');
    // A new page load reads the choice back from the cookies.
    resetConsentStore();
    setConsentRegion('optIn');
    expect(getConsentState()).toMatchObject({
      handled: true,
      stored: { necessary: true, functionality: true, analytics: false },
      policy: { necessary: true, functionality: true, analytics: false },
    });
  });

  it('ignores a policy cookie it cannot read', () => {
    document.cookie = 'cookiePolicy=%7Bbroken; path=/';
    resetConsentStore();
    expect(getConsentState().stored).toBeNull();
  });
});
