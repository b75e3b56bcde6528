'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Runs `work` once, in the browser's idle time, when the element comes near the viewport: work a
 * widget will need at its first use (a browser's first number format), done while the visitor
 * reads it rather than in the answer to their first tap or key, and not while the page loads.
 */
export function useIdleWhenNear(ref: RefObject<Element | null>, work: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Safari has no requestIdleCallback: a timeout after the frame then.
        idle =
          typeof requestIdleCallback === 'function'
            ? requestIdleCallback(() => work(), { timeout: 1_000 })
            : window.setTimeout(work, 200);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [ref, work]);
}
