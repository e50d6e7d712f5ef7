import { SIGNED_IN_HINT_COOKIE } from '@credo/contracts/constants';
import { readCookie } from '@/shared/lib/cookies';

/**
 * Whether this browser holds a session, by the server's readable hint cookie (decision 0029): the
 * server sets `credo_signed_in=1` with its HttpOnly session cookie at every sign-in and clears it
 * with it (sign-out, account deletion, a session found dead). Without it nobody is signed in and
 * getUserInfo is not asked: a visitor's page makes no request answered HTTP 401, which Chromium
 * would log as a console error. A hint only: it grants nothing, the server decides every request;
 * with the hint present a 401 still means a visitor (and the server clears the hint).
 */
export const hasSignedInHint = (): boolean => typeof document !== 'undefined' && readCookie(SIGNED_IN_HINT_COOKIE) !== undefined;
