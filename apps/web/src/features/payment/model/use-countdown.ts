import { useEffect, useRef, useState } from 'react';
import { remainingMs } from './countdown';

/**
 * Milliseconds left to `deadline` on the server's clock, ticking every second; `onZero` runs once
 * when it reaches zero (commerce §4: "on reaching zero a callback runs"). null without a deadline.
 */
export const useCountdown = (deadline: number | null, serverTimeDiff: number, onZero: () => void): number | null => {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef<number | null>(null);
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const left = deadline === null ? null : remainingMs(deadline, serverTimeDiff, now);
  useEffect(() => {
    if (left === 0 && deadline !== null && fired.current !== deadline) {
      fired.current = deadline;
      zero.current();
    }
  }, [left, deadline]);
  return left;
};
