import fs from 'node:fs';
import path from 'node:path';
import { PAGE_NAMESPACES, SERVER_NAMESPACES } from '@credo/i18n';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '@/app/routes';
import { dynamicImportsOf, lazyPartsOf, namespacesUsed, reachableWithParts, resolveImport, sourcePath } from './namespace-usage';

/*
 * Issue 19: the start pack holds what the shell shows; a page's namespaces load with its chunk
 * (app/routes.tsx `namespaces`). Read from the source: every namespace the code a page reaches uses
 * (its lazy dialogs and tabs included) must be in the start pack or in the route's list, and the
 * shell (the entry and what it loads, pages left out) must use start namespaces only. A key of a
 * namespace nobody loaded would show English at best, a raw key at worst.
 */

const WEB_NAMESPACES = fs
  .readdirSync(sourcePath('../../../packages/i18n/locales/en'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((ns) => !SERVER_NAMESPACES.includes(ns));
const PAGE = new Set<string>(PAGE_NAMESPACES);

const ROUTES = sourcePath('app/routes.tsx');
const pageModules = new Set(dynamicImportsOf(ROUTES));

/** The page module a route's loader imports, read from the loader's code. */
const moduleOf = (load: () => unknown): string => {
  const specifier = /features\/[\w/-]+/.exec(load.toString())?.[0];
  const file = specifier && resolveImport(ROUTES, `@/${specifier}`);
  if (!file) throw new Error(`no page module in ${load.toString()}`);
  return file;
};

/**
 * Page namespaces a shell file may use because it shows those keys only on the page that loads
 * them: Log out's exam.logoutOnExam shows only while the exam page (route /exam) runs an exam.
 */
const SHELL_ON_PAGE: Record<string, string> = { exam: 'app/shell/use-logout.ts' };

const describeUse = (used: Map<string, string[]>, namespaces: string[]) => namespaces.map((ns) => `${ns} (${used.get(ns)?.slice(0, 2).join(', ')})`);

describe('catalogue namespaces: start pack and pages', () => {
  it('every page namespace is a namespace of the packs', () => {
    for (const ns of PAGE_NAMESPACES) expect(WEB_NAMESPACES, ns).toContain(ns);
  });

  it('the shell (entry, its dialogs and error pages) uses start namespaces only, or those its lazy dialogs load', () => {
    const used = new Map<string, string[]>();
    for (const [file, brought] of reachableWithParts(sourcePath('main.tsx'), pageModules))
      for (const [ns, files] of namespacesUsed([file], WEB_NAMESPACES))
        if (!brought.has(ns) && SHELL_ON_PAGE[ns] !== path.relative(sourcePath('.'), file)) used.set(ns, [...(used.get(ns) ?? []), ...files]);
    expect(
      describeUse(
        used,
        [...used.keys()].filter((ns) => PAGE.has(ns)),
      ),
    ).toEqual([]);
    // The exception is real: its page loads the namespace.
    for (const ns of Object.keys(SHELL_ON_PAGE)) expect(pageRoutes.some((route) => route.namespaces?.includes(ns as never))).toBe(true);
  });

  const routes = pageRoutes.flatMap((route) =>
    [route.lazy, route.mobileLazy]
      .filter((load) => load !== undefined)
      .map((load) => ({ path: route.path, namespaces: route.namespaces ?? [], module: moduleOf(load) })),
  );

  it.each(routes.map((r) => [r.path, r] as const))('%s loads every page namespace its page uses, and only those', (_path, route) => {
    // A lazy part that loads its own namespaces (withNamespaces: the certification page's seat tabs) may use them.
    const used = new Map<string, string[]>();
    for (const [file, brought] of reachableWithParts(route.module))
      for (const [ns, files] of namespacesUsed([file], WEB_NAMESPACES)) if (!brought.has(ns)) used.set(ns, [...(used.get(ns) ?? []), ...files]);
    const needed = [...used.keys()].filter((ns) => PAGE.has(ns)).sort();
    expect(
      describeUse(
        used,
        needed.filter((ns) => !route.namespaces.includes(ns as never)),
      ),
    ).toEqual([]);
    // A namespace the page does not use would be bytes for nothing.
    expect([...route.namespaces].filter((ns) => !needed.includes(ns))).toEqual([]);
  });

  it('reads the namespaces a lazy part loads itself', () => {
    const [classroom, exam] = lazyPartsOf(sourcePath('features/certification/components/certification-tabs.tsx'));
    expect(classroom).toEqual({ modules: [sourcePath('features/certification/components/classroom-panel.tsx')], namespaces: ['payment', 'training'] });
    expect(exam.modules).toHaveLength(2);
  });

  it('every page namespace is loaded by some route or lazy part', () => {
    const loaded = new Set<string>(routes.flatMap((r) => r.namespaces));
    for (const route of routes)
      for (const file of reachableWithParts(route.module).keys()) for (const part of lazyPartsOf(file)) part.namespaces.forEach((ns) => loaded.add(ns));
    expect(PAGE_NAMESPACES.filter((ns) => !loaded.has(ns))).toEqual([]);
  });
});
