import { COOKIE_NAMES, COOKIE_OPT_IN_COUNTRIES, COOKIE_POLICY_MAX_AGE_SECONDS, type CookiePolicyCategory } from '@credo/contracts/constants';
import { readCookie } from '@/shared/lib/cookies';

/**
 * The cookie policy of commerce §3: one on/off value per category. Necessary cookies (session,
 * sign-in state, this policy and the disclaimer) are always on.
 */
export type CookiePolicy = { necessary: true; functionality: boolean; analytics: boolean };
export type OptionalCategory = Exclude<CookiePolicyCategory, 'necessary'>;

export const ACCEPT_ALL: CookiePolicy = { necessary: true, functionality: true, analytics: true };
export const REJECT_ALL: CookiePolicy = { necessary: true, functionality: false, analytics: false };

/**
 * Whether the visitor gets the opt-in rules (commerce §4): a site with the EU flag, or a visitor
 * from one of the listed countries. An unknown country (the lookup failed) counts as opt-in:
 * asking first is the choice that is lawful everywhere.
 */
export const requiresOptIn = (isEU: boolean, countryCode: string | null): boolean =>
  isEU || countryCode === null || (COOKIE_OPT_IN_COUNTRIES as readonly string[]).includes(countryCode.toUpperCase());

/**
 * The policy before the visitor chooses (commerce §4 "Default"): opt-in regions start with every
 * optional category off; elsewhere functionality and analytics start on ("others accept all").
 */
export const defaultPolicy = (optIn: boolean): CookiePolicy => (optIn ? REJECT_ALL : ACCEPT_ALL);

/** Cookies we set, by optional category. Reject and switching a category off delete them. */
const OPTIONAL_COOKIES: Record<OptionalCategory, (name: string) => boolean> = {
  // Remembered choices: the language and the language-tip dismissal (cert §2, §4).
  functionality: (name) => name === COOKIE_NAMES.languageCheckedId || name === COOKIE_NAMES.showCountryLanguageTips,
  // The analytics tag's own cookies (_ga, _ga_<id>, _gid, _gat…).
  analytics: (name) => /^_ga($|_)|^_gid$|^_gat/.test(name),
};

const setCookie = (name: string, value: string, maxAgeSeconds: number) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
};

const cookieNames = (): string[] =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);

/** Removes a cookie on every path/domain we or the analytics tag may have used for it. */
const deleteCookie = (name: string) => {
  const host = window.location.hostname;
  const parts = host.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i += 1) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
};

/** Deletes the cookies of the given categories (every optional one by default). */
export const deleteCookiesOf = (categories: readonly OptionalCategory[] = ['functionality', 'analytics']): void => {
  for (const name of cookieNames()) {
    if (categories.some((category) => OPTIONAL_COOKIES[category](name))) deleteCookie(name);
  }
};

/** The disclaimer cookie is 'true' once the banner was handled (accept, reject or manage). */
export const readDisclaimerHandled = (): boolean => readCookie(COOKIE_NAMES.cookieDisclaimer) === 'true';

export const writeDisclaimerHandled = (): void => setCookie(COOKIE_NAMES.cookieDisclaimer, 'true', COOKIE_POLICY_MAX_AGE_SECONDS);

type StoredValue = Record<CookiePolicyCategory, 'on' | 'off'>;

/** The saved policy, or null when the visitor has not chosen (or the cookie is not ours). */
export const readStoredPolicy = (): CookiePolicy | null => {
  const raw = readCookie(COOKIE_NAMES.cookiePolicy);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredValue>;
    const flag = (v: unknown) => (v === 'on' ? true : v === 'off' ? false : null);
    const functionality = flag(value.functionality);
    const analytics = flag(value.analytics);
    if (functionality === null || analytics === null) return null;
    return { necessary: true, functionality, analytics };
  } catch {
    return null;
  }
};

/** Saves the policy for one year (commerce §4, §9: 31536000 seconds). */
export const writeStoredPolicy = (policy: CookiePolicy): void => {
  const value: StoredValue = {
    necessary: 'on',
    functionality: policy.functionality ? 'on' : 'off',
    analytics: policy.analytics ? 'on' : 'off',
  };
  setCookie(COOKIE_NAMES.cookiePolicy, JSON.stringify(value), COOKIE_POLICY_MAX_AGE_SECONDS);
};
