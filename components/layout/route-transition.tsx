'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Fades the content area in over 1000 ms after a client-side navigation (never on the first
 * load, so the first paint is immediate) and scrolls the window to 0,0 once it has completed, or
 * to the element the link's fragment names.
 * The fade is a CSS animation, which prefers-reduced-motion turns off.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);

  useEffect(() => {
    // Lets browser tests wait until the page is interactive before they hover or click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    if (!navigated) return;
    // A link to a place on the new page (a quote's "Change the volumes") goes to that place.
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, navigated]);

  return (
    <div key={pathname} className={cn(navigated && 'animate-route-fade')}>
      {children}
    </div>
  );
}
