'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

type Aos = typeof import('aos');
let aos: Aos | undefined;

/**
 * Configures AOS once in the browser (800 ms, ease-in-out, once, no mirror). Loaded after
 * hydration so it never delays the first paint; skipped entirely for reduced motion.
 */
export function ScrollReveal() {
  const pathname = usePathname();

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    void import('aos').then(({ default: AOS }) => {
      // AOS reads every element's offset. Started after the browser's next frame, it reads the
      // layout that frame computed instead of forcing the page's layout inside its own task.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (cancelled || aos) return;
          aos = AOS;
          AOS.init({ duration: 800, easing: 'ease-in-out', once: true, mirror: false });
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // A client-side navigation brings new [data-aos] elements that AOS has not seen yet.
  useEffect(() => {
    aos?.refreshHard();
  }, [pathname]);

  return null;
}
