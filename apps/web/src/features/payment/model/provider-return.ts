/**
 * Going out to the provider's hosted page and coming back (decision 0017): before the browser
 * leaves, the page notes the order's merchantTransactionId in this tab's session storage; when the
 * provider sends the browser back to /payment the note tells the page to poll getPaymentStatus
 * and show that it is waiting. The return itself proves nothing: only the state the server answers
 * (which only the provider's webhook moves to success) is shown.
 */
const KEY = 'credo.payment.awayAt';

export const markLeftForProvider = (merchantTransactionId: string): void => {
  try {
    sessionStorage.setItem(KEY, merchantTransactionId);
  } catch {
    // Storage refused (private mode): the page still polls a pending order, just without the note.
  }
};

export const leftForProvider = (merchantTransactionId: string | null): boolean => {
  if (!merchantTransactionId) return false;
  try {
    return sessionStorage.getItem(KEY) === merchantTransactionId;
  } catch {
    return false;
  }
};

export const clearProviderMark = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
};
