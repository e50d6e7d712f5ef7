import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind `ref` has come within `margin` of the screen (and stays true from
 * then on). For images at the bottom of the page, such as the footer's logos: Chromium starts a
 * `loading="lazy"` image up to 1,250 px (2,500 px on slow networks) below the screen, and while a
 * page waits for its data the footer sits right under the header, so every page's first load
 * fetched them (issue 19: 8 images, 7 KB with their headers, on each page). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
