import { fromNamespaces } from '@credo/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setPackSource } from '@/i18n/catalogues';

// jsdom has no matchMedia; antd's responsive helpers ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());

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
const packFiles = import.meta.glob<Record<string, unknown>>(['../../../../packages/i18n/locales/*/*.json', '!**/idp.json', '!**/mail.json'], {
  eager: true,
  import: 'default',
});
setPackSource(async (language) => {
  const files = Object.fromEntries(Object.entries(packFiles).filter(([file]) => file.includes(`/locales/${language}/`)));
  return Object.keys(files).length ? fromNamespaces(files) : null;
});
