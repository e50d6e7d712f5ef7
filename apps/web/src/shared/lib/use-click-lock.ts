import { TIMINGS_MS } from '@credo/contracts/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * Blocks repeated clicks of an enrol action (cert §5, commerce §5): ignored while the call is in
 * flight and for TIMINGS_MS.enrolLock (1,000 ms) after it settled. `run` returns at once on a
 * blocked click; `pending` is the call in flight, `locked` the quiet second after it.
 */
export const useClickLock = () => {
  const [pending, setPending] = useState(false);
  const [locked, setLocked] = useState(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async (action: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
      setLocked(true);
      timer.current = setTimeout(() => {
        busy.current = false;
        setLocked(false);
      }, TIMINGS_MS.enrolLock);
    }
  };
  return { pending, locked, run, isBusy: () => busy.current };
};
