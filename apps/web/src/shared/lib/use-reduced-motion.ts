import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};

/**
 * True while the visitor's system asks for reduced motion (WCAG 2.3.3). Our own CSS honours it
 * with `@media (prefers-reduced-motion: reduce)`; antd's animations are JavaScript-driven, so
 * the antd scope reads this and switches them off (antd-scope.tsx). Follows a change live.
 */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, () => media()?.matches ?? false);
