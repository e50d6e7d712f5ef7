/**
 * What happens after the personal information dialog saves (certification document section 4,
 * "Info dialog after save"): actions that waited for the required information (a pending micro
 * enrolment …) and a redirect URL stored before the dialog opened.
 */
export type AfterInfoSavedAction = () => void | Promise<void>;

const queue: AfterInfoSavedAction[] = [];

/** Runs `action` once the user has saved the required information (dropped by `clearAfterInfoSaved`). */
export const queueAfterInfoSaved = (action: AfterInfoSavedAction): void => {
  queue.push(action);
};

export const clearAfterInfoSaved = (): void => {
  queue.length = 0;
};

/** Empties the queue and runs its actions in order; a failing action does not stop the others. */
export const runAfterInfoSaved = async (): Promise<void> => {
  const actions = queue.splice(0, queue.length);
  for (const action of actions) {
    try {
      await action();
    } catch (error) {
      console.error('after-info-saved action failed', error);
    }
  }
};

/** sessionStorage key of the URL to follow after the info dialog saves. */
export const INFO_REDIRECT_STORAGE_KEY = 'credo.infoRedirectUrl';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Remembers where to go once the info dialog is saved (same-origin paths only). */
export const storeInfoRedirect = (url: string): void => {
  storage()?.setItem(INFO_REDIRECT_STORAGE_KEY, url);
};

/** The stored redirect URL, removed from storage; null when none or when it leaves the site. */
export const takeInfoRedirect = (): string | null => {
  const store = storage();
  const url = store?.getItem(INFO_REDIRECT_STORAGE_KEY) ?? null;
  store?.removeItem(INFO_REDIRECT_STORAGE_KEY);
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
};
