// The cookies a signed-in browser sends with every request: the HttpOnly session and the readable
// signed-in hint (decision 0029). A load generator that sent the session alone would have the server
// restore the missing hint with a Set-Cookie on every answer, a cost no browser pays after its first
// request, so every bench client signs its requests this way.
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../apps/server/src/platform/session-cookies';

export const learnerCookie = (token: string): string => `${SESSION_COOKIE}=${token}; ${SIGNED_IN_HINT_COOKIE}=1`;
