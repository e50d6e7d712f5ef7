import { useSyncExternalStore } from 'react';
import {
  ACCEPT_ALL,
  defaultPolicy,
  deleteCookiesOf,
  readDisclaimerHandled,
  readStoredPolicy,
  REJECT_ALL,
  writeDisclaimerHandled,
  writeStoredPolicy,
  type CookiePolicy,
  type OptionalCategory,
} from './cookie-policy';

/** 'pending' until the visitor's country is known; then whether the opt-in rules apply. */
export type ConsentRegion = 'pending' | 'optIn' | 'optOut';

export type ConsentState = {
  /** The disclaimer cookie is 'true': the banner stays hidden. */
  handled: boolean;
  /** The visitor's saved choice, null before one is made. */
  stored: CookiePolicy | null;
  region: ConsentRegion;
  /** What applies now: the saved choice, else the region's default (nothing optional while pending). */
  policy: CookiePolicy;
};

const listeners = new Set<() => void>();
let region: ConsentRegion = 'pending';
let state: ConsentState | null = null;

const compute = (): ConsentState => {
  const stored = readStoredPolicy();
  const policy = stored ?? (region === 'pending' ? REJECT_ALL : defaultPolicy(region === 'optIn'));
  return { handled: readDisclaimerHandled(), stored, region, policy };
};

const refresh = () => {
  state = compute();
  listeners.forEach((listener) => listener());
};

export const getConsentState = (): ConsentState => {
  state ??= compute();
  return state;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The consent state, re-rendering on every change (banner, preferences page, analytics). */
export const useConsent = (): ConsentState => useSyncExternalStore(subscribe, getConsentState, getConsentState);

/** Called once the visitor's country is known (or its lookup failed). */
export const setConsentRegion = (next: ConsentRegion): void => {
  if (region === next) return;
  region = next;
  refresh();
};

/** Whether a category may be used now (e.g. a functionality cookie may be kept for a year). */
export const consentAllows = (category: OptionalCategory): boolean => getConsentState().policy[category];

/** Banner "Accept": every policy accepted, banner handled. */
export const acceptAllCookies = (): void => {
  writeStoredPolicy(ACCEPT_ALL);
  writeDisclaimerHandled();
  refresh();
};

/** Banner "Reject": the optional cookies we set are deleted, every policy rejected, banner handled. */
export const rejectAllCookies = (): void => {
  deleteCookiesOf();
  writeStoredPolicy(REJECT_ALL);
  writeDisclaimerHandled();
  refresh();
};

/** Banner "Manage": handled; the choice is made on the preferences page. */
export const markConsentHandled = (): void => {
  writeDisclaimerHandled();
  refresh();
};

/** Preferences page "Save": the categories turned off lose their cookies at once. */
export const saveCookiePolicy = (policy: CookiePolicy): void => {
  const off = (['functionality', 'analytics'] as const).filter((category) => !policy[category]);
  if (off.length) deleteCookiesOf(off);
  writeStoredPolicy(policy);
  writeDisclaimerHandled();
  refresh();
};

/** Tests: forget the region and read the cookies again. */
export const resetConsentStore = (): void => {
  region = 'pending';
  refresh();
};
