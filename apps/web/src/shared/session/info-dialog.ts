import { useSyncExternalStore } from 'react';

/**
 * Whether the personal information dialog was closed by the user in this page load. It shows
 * again on the next load, or at once when a later action asks for it (`reopenInfoDialog`, e.g.
 * an enrolment that needs the required information: queue it with `queueAfterInfoSaved` first).
 */
let dismissed = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (dismissed === value) return;
  dismissed = value;
  listeners.forEach((listener) => listener());
};

export const dismissInfoDialog = (): void => set(true);
export const reopenInfoDialog = (): void => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => dismissed;

export const useInfoDialogDismissed = (): boolean => useSyncExternalStore(subscribe, read, read);
