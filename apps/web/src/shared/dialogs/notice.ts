import { createStore } from '@/shared/lib/create-store';

/**
 * A one-button notice (section 8's Tips dialog: title Tips, one Ok button, no cancel; and the
 * "you cannot log out during an exam" warning, whose button is Back). Texts arrive translated.
 */
export type Notice = {
  message: string;
  title: string;
  okLabel: string;
  tone: 'info' | 'warning';
};

/**
 * Notices waiting to be read, the shown one first. They are queued rather than stacked, and a
 * message already queued is not queued again (parallel calls failing alike show one dialog).
 */
const store = createStore<readonly Notice[]>([]);

export const queueNotice = (notice: Notice): void => {
  const queue = store.get();
  if (queue.some((queued) => queued.message === notice.message)) return;
  store.set([...queue, notice]);
};

/** Closes the shown notice; the next one queued, if any, takes its place. */
export const closeNotice = (): void => store.set(store.get().slice(1));

/** Drops every notice (tests, and a full reset of the shell). */
export const clearNotices = (): void => store.set([]);

export const useNotices = store.useValue;
