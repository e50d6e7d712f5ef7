import { TIMINGS_MS } from '@credo/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The suggestion pop-up's states (cert §4): closed, open, then a success tip after a saved form. */
export type SuggestionPopupState = 'closed' | 'open' | 'success';

/**
 * Cert §4 "Suggestion pop-up": closed → open → (successful submit) success tip for 1.5 s
 * (TIMINGS_MS.suggestionTip) → closed and cleared. `formKey` changes whenever the form must
 * start empty again (after a success and after a close).
 */
export const useSuggestionPopup = () => {
  const [state, setState] = useState<SuggestionPopupState>('closed');
  const [formKey, setFormKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setState('closed');
    setFormKey((key) => key + 1);
  }, []);
  const open = useCallback(() => setState((current) => (current === 'closed' ? 'open' : current)), []);
  const submitted = useCallback(() => {
    setState('success');
    clearTimeout(timer.current);
    timer.current = setTimeout(close, TIMINGS_MS.suggestionTip);
  }, [close]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, formKey, open, close, submitted };
};
