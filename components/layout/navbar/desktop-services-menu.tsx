'use client';

import { SiteLink } from '@/components/ui/site-link';
import { useState } from 'react';
import { serviceGroups, servicesSection } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icons/icon';
import { Card } from '@/components/ui/card';
import { useLater } from '@/components/ui/use-later';
import { closeOnEscape } from './close-on-escape';
import { isActivePath, NavLink, navLinkStyles } from './nav-link';
import type { NavCopy } from '@/content/navigation';

/** How long the dropdown stays open after the pointer leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * The Services dropdown: opens on hover and closes 200 ms after the pointer leaves; for keyboard
 * and screen-reader users it is a disclosure (button with aria-expanded, Escape closes).
 */
export function DesktopServicesMenu({ copy, pathname }: { copy: NavCopy; pathname: string }) {
  const [open, setOpen] = useState(false);
  const later = useLater();

  const show = (next: boolean) => {
    later();
    setOpen(next);
  };
  const close = () => show(false);

  return (
    <li
      className="relative"
      onMouseEnter={() => show(true)}
      onMouseLeave={() => later(close, DROPDOWN_CLOSE_DELAY_MS)}
      onKeyDown={closeOnEscape(open, close)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="services-menu"
        // A mouse click lands after the hover has already opened the menu: it keeps it open.
        onClick={(event) => show(!open || event.currentTarget.parentElement!.matches(':hover'))}
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
                onClick={close}
                className="text-xs font-semibold tracking-wider text-brand-700 uppercase hover:underline"
              >
                {copy[group.label]}
              </SiteLink>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink href={link.href} pathname={pathname} onClick={close} place="dropdown">
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
