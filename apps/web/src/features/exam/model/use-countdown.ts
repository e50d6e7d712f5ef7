import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './countdown';

const TICK_MS = 250;

/**
 * Seconds left until `end` (a Date.now() moment), recomputed from the clock on every tick and when
 * the tab becomes visible again, never by counting ticks. `onExpire` runs once when it reaches 0.
 */
export const useCountdown = (end: number, onExpire: () => void, active = true): number => {
  const [left, setLeft] = useState(() => secondsLeft(end, Date.now()));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (!active) return;
    let fired = false;
    const tick = () => {
      const seconds = secondsLeft(end, Date.now());
      setLeft(seconds);
      if (seconds === 0 && !fired) {
        fired = true;
        expire.current();
      }
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [end, active]);
  return left;
};
