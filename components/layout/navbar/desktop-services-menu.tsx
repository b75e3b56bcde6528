'use client';

import { SiteLink } from '@/components/ui/site-link';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { serviceGroups, servicesSection } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icons/icon';
import { Card } from '@/components/ui/card';
import { isActivePath, navLinkStyles } from './nav-link-styles';
import { NavLink } from './nav-link';
import type { NavCopy } from '@/content/navigation';

/** How long the dropdown stays open after the pointer leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * The Services dropdown: opens on hover and closes 200 ms after the pointer leaves; for keyboard
 * and screen-reader users it is a disclosure (button with aria-expanded, Escape closes).
 */
export function DesktopServicesMenu({ copy, pathname }: { copy: NavCopy; pathname: string }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse click lands after the hover has already opened the menu: it must not close it again.
  const pointerInside = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const setOpenNow = (next: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(next);
  };
  const openNow = () => setOpenNow(true);
  const closeNow = () => setOpenNow(false);
  const closeLater = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeNow();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeNow();
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => {
        pointerInside.current = true;
        openNow();
      }}
      onMouseLeave={() => {
        pointerInside.current = false;
        closeLater();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={() => (open && !pointerInside.current ? closeNow() : openNow())}
        className={navLinkStyles(isActivePath(pathname, servicesSection))}
      >
        {copy.services}
        <Icon
          name="chevronDown"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id="services-menu"
        hidden={!open}
        className="absolute top-full left-1/2 w-[600px] -translate-x-1/2 pt-2"
      >
        <Card className="grid grid-cols-2 gap-6">
          {serviceGroups.map((group) => (
            <div key={group.label}>
              <SiteLink
                href={group.href}
                onClick={closeNow}
                className="text-xs font-semibold tracking-wider text-brand-700 uppercase hover:underline"
              >
                {copy[group.label]}
              </SiteLink>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink
                      href={link.href}
                      pathname={pathname}
                      onClick={closeNow}
                      className={cn(navLinkStyles(pathname === link.href), 'flex w-full')}
                    >
                      {copy[link.label]}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Card>
      </div>
    </li>
  );
}
