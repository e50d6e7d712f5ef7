import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './carousel.module.css';

const SWIPE_PX = 40;

/**
 * Slides that move sideways one at a time: autoplay every `intervalMs` (paused while the pointer
 * or keyboard focus is inside), dots to pick one (named by `dotLabel`), a swipe or drag to the
 * next. Slides out of view are `inert`, so their links take no focus. Own markup in antd
 * Carousel's look (decision 0012: the home page's first load carries no antd); follows the
 * page's direction, so in Arabic the next slide comes from the left.
 */
export const Carousel = ({ children, intervalMs, dotLabel }: { children: ReactNode; intervalMs: number; dotLabel: (index: number) => string }) => {
  const slides = Children.toArray(children);
  const count = slides.length;
  const rtl = useTranslation().i18n.dir() === 'rtl';
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);

  const onPointerUp = (x: number) => {
    if (start.current === null) return;
    const moved = (x - start.current) * (rtl ? -1 : 1);
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(index + (moved < 0 ? 1 : -1));
  };

  return (
    <div
      className={styles.carousel}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(${(rtl ? 100 : -100) * index}%)` }}
        onPointerDown={count > 1 ? (e) => (start.current = e.clientX) : undefined}
        onPointerUp={count > 1 ? (e) => onPointerUp(e.clientX) : undefined}
        onPointerCancel={() => (start.current = null)}
        onDragStart={(e) => e.preventDefault()}
      >
        {slides.map((slide, i) => (
          <div key={i} className={styles.slide} aria-hidden={i !== index} inert={i !== index}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <ul className={styles.dots}>
          {slides.map((_, i) => (
            <li key={i} className={i === index ? styles.active : undefined}>
              <button type="button" aria-label={dotLabel(i)} aria-current={i === index} onClick={() => go(i)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
