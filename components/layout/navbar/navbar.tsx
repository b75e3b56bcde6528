'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { NavCopy } from '@/content/navigation';
import { homeLink } from '@/content/navigation';
import { afterNextPaint } from '@/components/ui/after-next-paint';
import { cn } from '@/lib/cn';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

/** Scroll distance after which the bar changes its look. */
const SCROLLED_THRESHOLD_PX = 10;

export function Navbar({ copy, logo }: { copy: NavCopy; logo: React.ReactNode }) {
  const pathname = usePathname();
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  // Written straight to the header, not through state: re-rendering the bar on the first scroll
  // put 25 ms (4x CPU) into the frame that a tap right after it waits behind.
  useEffect(() => {
    const header = headerRef.current!;
    const update = () => {
      const scrolled = String(window.scrollY > SCROLLED_THRESHOLD_PX);
      if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Any completed navigation closes the mobile menu, also one made with the browser's back button.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  // While the menu covers the page, the page neither scrolls nor takes focus behind it.
  useEffect(() => {
    if (!mobileOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const behind = [
      ...document.querySelectorAll<HTMLElement>('body > :not(script, next-route-announcer)'),
    ].filter((element) => !element.contains(headerRef.current));
    // Making a long page inert, or live again, restyles all of it (40-60 ms at 4x CPU): done in a
    // task after the menu is painted open or closed, so the tap that opens or closes it answers
    // at once.
    const setInert = (inert: boolean) => () => {
      for (const element of behind) element.inert = inert;
    };
    const cancelInert = afterNextPaint(setInert(true));
    return () => {
      cancelInert();
      root.style.overflow = previous;
      afterNextPaint(setInert(false));
    };
  }, [mobileOpen]);

  return (
    <header
      ref={headerRef}
      className={cn(
        'sticky top-0 z-50 border-b border-transparent',
        // The translucent, blurred backdrop is painted by ::before: a backdrop-filter on the header
        // itself would make it the containing block of the mobile menu's fixed panel.
        'before:absolute before:inset-0 before:-z-10 before:bg-white',
        // The raised look (rule and shadow) is ::after fading by opacity, which the compositor
        // animates: a transition of the shadow and colours ran on the main thread for 300 ms
        // after the menu opened and delayed the next tap by 60-80 ms at 4x CPU.
        'after:pointer-events-none after:absolute after:inset-x-0 after:top-0 after:-bottom-px after:-z-10 after:border-b after:border-line after:shadow-bar after:transition-opacity after:duration-300',
        // Over the open menu the bar is raised and opaque: a blur there would show nothing, and
        // costs the compositor every frame of the tap that opens the menu.
        !mobileOpen &&
          'after:opacity-0 data-[scrolled=true]:before:bg-white/95 data-[scrolled=true]:before:backdrop-blur data-[scrolled=true]:after:opacity-100',
      )}
    >
      <nav
        aria-label={copy.mainLabel}
        className="mx-auto flex h-16 max-w-content items-center justify-between px-gutter"
      >
        <Link
          href={homeLink.href}
          aria-label={copy.logoLabel}
          className="flex shrink-0 items-center rounded-md"
        >
          {logo}
        </Link>

        <DesktopNav copy={copy} pathname={pathname} />

        <MobileMenu
          copy={copy}
          pathname={pathname}
          open={mobileOpen}
          onOpenChange={setMobileOpen}
        />
      </nav>
    </header>
  );
}
