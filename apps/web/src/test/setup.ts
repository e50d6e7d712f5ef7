import { fromNamespaces, PAGE_NAMESPACES, pickNamespaces, startPart } from '@credo/i18n';
import { SIGNED_IN_HINT_COOKIE } from '@credo/contracts/constants';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setPackSource } from '@/i18n/catalogues';
import { i18n, loadNamespaces } from '@/i18n/i18n';
import { isMobileWidth, MOBILE_MEDIA_QUERY } from '@/app/viewport';
import { mediaQueryList } from './media-query-list';

// jsdom has no matchMedia; antd's responsive helpers ask for it. jsdom has no layout either: the
// app's own breakpoint query answers from window.innerWidth at each read, as tests set the
// window's width there (useViewportSwitch); every other query answers no, as before.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => {
    const list = mediaQueryList(query, false);
    if (query !== MOBILE_MEDIA_QUERY) return list;
    return Object.defineProperty(list, 'matches', { get: () => isMobileWidth(window.innerWidth) });
  };
}

afterEach(() => cleanup());

// Tests serve getUserInfo as the server answers it (a user, or 401 for a visitor), so their
// browser carries the signed-in hint the web app needs before it asks (decision 0029). Tests of
// a visitor without the hint (no request at all) remove it: shared/user/signed-in-hint.test.ts.
beforeEach(() => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
});

// The first render of a file imports lazy chunks (dialogs, pages) cold; 1 s, then 5 s, were too short on a busy machine (load 24).
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

// jsdom has no ResizeObserver; antd's Avatar (initials scaling) and Select observe sizes.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

// Language packs come from the server in the app; tests take the same files from the package.
// Without the server-only namespaces (the identity provider's `idp`), as the server serves them.
// Loaded per language when a test first asks for it (most files need English only): eagerly, the
// 12 languages' 450 files were imported by every test file, 2 s of each file's setup.
const packFiles = import.meta.glob<Record<string, unknown>>(['../../../../packages/i18n/locales/*/*.json', '!**/idp.json', '!**/mail.json'], {
  import: 'default',
});
// The part asked for (start pack or page namespaces), as the server's `ns` parameter answers it.
setPackSource(async (language, _packId, part) => {
  const entries = Object.entries(packFiles).filter(([file]) => file.includes(`/locales/${language}/`));
  if (entries.length === 0) return null;
  const files = Object.fromEntries(await Promise.all(entries.map(async ([file, load]) => [file, await load()] as const)));
  const pack = fromNamespaces(files);
  return part === 'start' ? startPart(pack) : pickNamespaces(pack, part);
});

// Tests render pages and their parts without the router, which loads a page's namespaces with it
// (app/routes.tsx): the app's instance holds every English page namespace from the start.
await loadNamespaces(i18n, PAGE_NAMESPACES);
