import { createStore } from '@/shared/lib/create-store';

/**
 * The global login tip (commerce §6, §8: "Login-needed message: the global login tip"): a
 * visitor who tries something that needs an account (enrol, start a quiz, pay) is told to sign
 * in first; the dialog's button signs in and comes back to the current path and query.
 */
const store = createStore(false);

export const openLoginTip = (): void => store.set(true);
export const closeLoginTip = (): void => store.set(false);
export const useLoginTipOpen = store.useValue;
