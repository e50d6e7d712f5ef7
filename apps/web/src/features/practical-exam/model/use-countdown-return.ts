import { useEffect, useState } from 'react';

/**
 * Counts down from `ms` once `active` and calls `onDone` at zero (cert §9: the reschedule page
 * returns automatically after 5 s). Seconds left, for the "returning in" line.
 */
export const useCountdownReturn = (active: boolean, ms: number, onDone: () => void): number => {
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const tick = setInterval(() => setLeft(Math.max(0, Math.ceil((ms - (Date.now() - started)) / 1000))), 250);
    const done = setTimeout(onDone, ms);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
    // onDone is read once when the countdown starts.
  }, [active, ms]);
  return left;
};
