import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_PAGES, ANTD_AT_START, type FirstLoadPage } from '../../build/first-load-pages';
import { pageRoutes } from './routes';

// A route without `antd: false` loads antd's scope (theme, locale) with its page, outside the
// static imports that build/first-load-budget.test.ts weighs: the budgeted pages must say false.
describe('budgeted first-load pages load no antd scope', () => {
  for (const [name, { route }] of Object.entries(FIRST_LOAD_PAGES)) {
    (ANTD_AT_START[name as FirstLoadPage] ? it.fails : it)(`${name} (${route})`, () => {
      expect(pageRoutes.find((r) => r.path === route)?.antd).toBe(false);
    });
  }
});

// Issue 19: the budget test weighs each page with the English page namespaces its route loads.
describe('budgeted first-load pages weigh the namespaces their routes load', () => {
  for (const [name, { route, namespaces }] of Object.entries(FIRST_LOAD_PAGES)) {
    it(`${name} (${route})`, () => {
      expect([...namespaces]).toEqual([...(pageRoutes.find((r) => r.path === route)?.namespaces ?? [])]);
    });
  }
});
