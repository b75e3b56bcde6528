'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Marks the page's bands (`render-near-viewport`) more than a screen away, so that from then on
 * the browser renders each only near the viewport (app/globals.css). Done once the page has been
 * painted whole, so each band's size is known. A band on or near the screen is left as it is: one
 * made `content-visibility: auto` while shown is skipped for a frame, which moves what follows it.
 */
function markFarBands() {
  const screen = window.innerHeight;
  for (const band of document.querySelectorAll<HTMLElement>('.render-near-viewport')) {
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

/** After a client-side navigation, marks the new page's bands once it has been painted. */
export function RenderBandsNearViewport() {
  const pathname = usePathname();
  // The page loaded is marked by the line above; a page reached by a link (the first one again,
  // too) is a new one.
  const loaded = useRef(true);
  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    return afterNextFrame(markFarBands);
  }, [pathname]);
  return null;
}
