'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/components/ui/after-next-paint';
import { cn } from '@/lib/cn';

let aos: typeof import('aos') | undefined;

/**
 * Marks the page's bands (`render-near-viewport`) more than a screen away, so that from then on
 * the browser renders each only near the viewport (app/globals.css). Done once the page has been
 * painted whole, so each band's size is known. A band on or near the screen is left as it is: one
 * made `content-visibility: auto` while shown is skipped for a frame, which moves what follows it.
 * So is a band holding a form: in Chromium, keys typed into a field of a band that had been skipped
 * waited a frame more to show whenever the field sat at the screen's edge.
 */
function markFarBands() {
  const screen = window.innerHeight;
  for (const band of document.querySelectorAll<HTMLElement>('.render-near-viewport')) {
    if (band.querySelector('form')) continue;
    const { top, bottom } = band.getBoundingClientRect();
    if (top > 2 * screen || bottom < -screen) band.dataset.renderWhenNear = '';
  }
}

/** Runs `task` after the next frame has been rendered: the one that lays the bands out whole. */
function afterNextFrame(task: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(task);
  });
  return () => cancelAnimationFrame(frame);
}

// The page the server sent is marked as soon as this script runs, while it still hydrates, and
// not after, when the visitor's first tap comes (marked in idle time after hydration, the bench's
// first taps waited for it: medians up to 96 against 72 ms).
if (typeof window !== 'undefined') afterNextFrame(markFarBands);

/**
 * The content area, and what the site does around each page. After a client-side navigation
 * (never on the first load, so the first paint is immediate) it fades the page in over 1000 ms,
 * scrolls the window to 0,0 or to the element the link's fragment names, and marks the new page's
 * far bands. The fade is a CSS animation, which prefers-reduced-motion turns off. It also starts
 * the scroll reveal (AOS: 800 ms, ease-in-out, once, no mirror), loaded after hydration so it never
 * delays the first paint, and skipped entirely for reduced motion.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);

  useEffect(() => {
    // Lets browser tests wait until the page is interactive before they hover or click.
    document.documentElement.dataset.hydrated = 'true';
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    // AOS reads every element's offset. Started after the browser's next frame, it reads the
    // layout that frame computed instead of forcing the page's layout inside its own task.
    void import('aos').then(({ default: AOS }) =>
      afterNextPaint(() => {
        if (cancelled || aos) return;
        aos = AOS;
        AOS.init({ duration: 800, easing: 'ease-in-out', once: true, mirror: false });
      }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!navigated) return;
    // A link to a place on the new page (a quote's "Change the volumes") goes to that place.
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // The new page brings [data-aos] elements that AOS has not seen yet.
    aos?.refreshHard();
    return afterNextFrame(markFarBands);
  }, [pathname, navigated]);

  return (
    <div key={pathname} className={cn(navigated && 'animate-route-fade')}>
      {children}
    </div>
  );
}
