import { PAGE_ROUTES } from '@credo/contracts/page-routes';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasVariant, isPageRoute, pageRoutes } from './routes';

/** What routes.tsx remembers per path, computed the slow way: every route through react-router's matchPath. */
const matchingSlowly = (path: string) => pageRoutes.filter((route) => matchPath({ path: route.path, end: true }, path) !== null);

const PATHS = [
  '/',
  '',
  '/faq',
  '/FAQ',
  '/faq/',
  '/course/detail/36',
  '/Course/Detail/36/',
  '/course/detail',
  '/course/detail/36/more',
  '/verify',
  '/verify/ABC-1',
  '/vat',
  '/smart-try/detail',
  '/classroom/online',
  '/classroom/detail/4',
  '/general-security-certification/overview',
  '/no-such-page',
  '/exception/notFound',
];

describe('route matching (remembered per path, first segment first)', () => {
  it('gives the answers of matching every route with matchPath, asked twice', () => {
    for (const round of [1, 2]) {
      for (const path of PATHS) {
        const slow = matchingSlowly(path);
        expect(isPageRoute(path), `${path} (round ${round})`).toBe(slow.length > 0);
        for (const mobile of [false, true]) {
          const expected =
            slow.length === 0 || slow.some((route) => (route.variants ?? 'both') === 'both' || route.variants === (mobile ? 'mobile' : 'desktop'));
          expect(hasVariant(path, mobile), `${path} mobile=${mobile}`).toBe(expected);
        }
      }
    }
  });

  it('relies on every route starting with a literal segment', () => {
    for (const route of PAGE_ROUTES) expect(route.path.split('/')[1] ?? '', route.path).not.toMatch(/^:|\*/);
  });

  it('tells the variants apart for routes in one twin only', () => {
    expect(hasVariant('/vat', true)).toBe(false);
    expect(hasVariant('/vat', false)).toBe(true);
    expect(hasVariant('/smart-try/detail', false)).toBe(false);
  });
});
