import { useSyncExternalStore } from 'react';

/**
 * A tiny global store: features set a value (open a global dialog), the host in the shell
 * renders it. Outside React too (the api client opens dialogs from a response).
 */
export const createStore = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const set = (next: T) => {
    if (Object.is(value, next)) return;
    value = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useValue = (): T => useSyncExternalStore(subscribe, get, get);
  return { get, set, subscribe, useValue };
};
