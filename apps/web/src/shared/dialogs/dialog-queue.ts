import { useEffect } from 'react';
import { createStore } from '@/shared/lib/create-store';

/**
 * The dialogs that open by themselves (nobody clicked for them) take turns: one at a time, in
 * this order (decision 0015). The URL-change notice comes first: it is one click, and it tells
 * the learner where the academy now lives before anything else is saved or bookmarked (the
 * spec's shell section lists it before the other overlays). The personal information form comes
 * next, then the certificate congratulation of the certification page, then the survey My
 * Learning offers after a course or a classroom (issue 18). The language tip bubble
 * waits while any of them is open. Dialogs that answer the learner's own click (Tips, the login
 * tip, the prerequisite list) are not queued: they answer on top of what caused them.
 */
export const DIALOG_ORDER = ['migration', 'personal-info', 'congratulation', 'survey'] as const;
export type QueuedDialog = (typeof DIALOG_ORDER)[number];

const store = createStore<readonly QueuedDialog[]>([]);

const add = (id: QueuedDialog) => {
  if (!store.get().includes(id)) store.set([...store.get(), id]);
};
const remove = (id: QueuedDialog) => store.set(store.get().filter((queued) => queued !== id));

/** The dialog whose turn it is: the first of DIALOG_ORDER that wants to open. */
const current = (waiting: readonly QueuedDialog[]): QueuedDialog | undefined => DIALOG_ORDER.find((id) => waiting.includes(id));

/**
 * Asks for a turn while `wanted`; true when this dialog may show. The request is made in an
 * effect, so dialogs that want to open in the same render are all queued before one is chosen.
 */
export const useDialogTurn = (id: QueuedDialog, wanted: boolean): boolean => {
  useEffect(() => {
    if (!wanted) return;
    add(id);
    return () => remove(id);
  }, [id, wanted]);
  const waiting = store.useValue();
  return wanted && current(waiting) === id;
};

/** Whether one of the queued dialogs is open (the language tip keeps out of its way). */
export const useQueuedDialogOpen = (): boolean => store.useValue().length > 0;

/** Empties the queue (tests). */
export const clearDialogQueue = (): void => store.set([]);
