import { lazy, useState, type ComponentType } from 'react';
import { i18n } from '@/i18n/i18n';
import { loadAntdLocale } from './antd-locales';

/** antd's scope (theme, locale, direction) with the locale of the current language ready. */
export const loadAntdScope = async () => {
  const [scope] = await Promise.all([import('./antd-scope'), loadAntdLocale(i18n.language)]);
  return scope;
};

/**
 * A lazily loaded component built with antd, wrapped in antd's scope: pages, dialogs and panels
 * that use antd load it with themselves, so the first paint of the shell and of the course list
 * and detail carries none of it (decision 0012, issue 5's first-load budget). `preload()` starts
 * that load early (see `preloadOnIntent`); the component then renders without waiting.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadScoped = () =>
    (loading ??= Promise.all([load(), loadAntdScope()])
      .then(([Component, { AntdScope }]) => {
        const Scoped = (props: P) => (
          <AntdScope>
            <Component {...props} />
          </AntdScope>
        );
        Scoped.displayName = `WithAntd(${Component.displayName ?? Component.name ?? 'Component'})`;
        return { default: Scoped };
      })
      .catch((error: unknown) => {
        // A failed fetch (offline) is tried again on the next opening, not remembered.
        loading = undefined;
        throw error;
      }));
  return Object.assign(lazy(loadScoped), {
    /** Starts loading; settles (never rejects) when the load is done or has failed. */
    preload: (): Promise<void> =>
      loadScoped().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * Props for the button that opens a lazily loaded dialog or panel: its code starts loading when
 * the pointer comes over the button or the keyboard focuses it (a touch fires pointerenter just
 * before the tap), so the first opening seldom waits for antd's chunk.
 */
export const preloadOnIntent = (target: { preload: () => unknown }) => ({
  onPointerEnter: () => void target.preload(),
  onFocus: () => void target.preload(),
});

/**
 * True from the first time `open` is true: a lazily loaded dialog is mounted when first opened
 * and then stays mounted, so antd can play its closing animation and keep focus handling.
 */
export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
