'use client';

import { memo, useCallback, useState, type PropsWithChildren } from 'react';
import {
  contactLink,
  homeLink,
  serviceGroups,
  servicesSection,
  trailingLinks,
} from '@/content/navigation';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icons/icon';
import { closeOnEscape } from './close-on-escape';
import { isActivePath, NavLink, navLinkStyles } from './nav-link';
import type { NavCopy, NavLink as NavLinkData } from '@/content/navigation';

type MobileMenuProps = {
  copy: NavCopy;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The hamburger menu below the desktop breakpoint, with Services and its groups collapsible. */
export function MobileMenu({ copy, pathname, open, onOpenChange }: MobileMenuProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  return (
    // A flex box, not a line of text: as a line it could be 51 px tall at the first paint and 44
    // once the page settled, moving the button by 3.5 px (a layout shift).
    <div className="flex lg:hidden" onKeyDown={closeOnEscape(open, close)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? copy.closeMenu : copy.openMenu}
        onClick={() => onOpenChange(!open)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface-muted"
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>

      <div
        id="mobile-menu"
        hidden={!open}
        className="fixed inset-x-0 top-[calc(4rem+1px)] bottom-0 overflow-y-auto overscroll-contain bg-white px-gutter py-4"
      >
        <MobileMenuLinks copy={copy} pathname={pathname} onNavigate={close} />
      </div>
    </div>
  );
}

type LinksProps = { copy: NavCopy; pathname: string; onNavigate: () => void };

/**
 * The menu's links. Memoised: they do not change when the menu opens or closes, and at 4x CPU
 * rendering them again was part of the answer to the tap that does.
 */
const MobileMenuLinks = memo(function MobileMenuLinks({ copy, pathname, onNavigate }: LinksProps) {
  const item = (link: NavLinkData) => (
    <li key={link.href}>
      <NavLink href={link.href} pathname={pathname} onClick={onNavigate} place="menu">
        {copy[link.label]}
      </NavLink>
    </li>
  );
  return (
    <>
      <ul className="space-y-1">
        {item(homeLink)}
        <li>
          <Collapsible
            label={copy.services}
            active={isActivePath(pathname, servicesSection)}
            id="mobile-services"
          >
            <ul className="space-y-1 pl-3">
              {serviceGroups.map((group) => (
                <li key={group.label}>
                  <Collapsible label={copy[group.label]} id={`mobile-${group.label}`} nested>
                    <ul className="space-y-1 pl-3">{group.links.map(item)}</ul>
                  </Collapsible>
                </li>
              ))}
            </ul>
          </Collapsible>
        </li>
        {trailingLinks.map(item)}
      </ul>
      <NavLink
        href={contactLink.href}
        pathname={pathname}
        onClick={onNavigate}
        button="lg"
        className="mt-6 w-full"
      >
        {copy.contactUs}
      </NavLink>
    </>
  );
});

type CollapsibleProps = { label: string; id: string; active?: boolean; nested?: boolean };

function Collapsible({ label, id, active, nested, children }: PropsWithChildren<CollapsibleProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={cn(
          navLinkStyles(active ?? false, nested ? 'menuGroup' : 'menu'),
          'justify-between',
        )}
      >
        {label}
        <Icon
          name="chevronDown"
          className={cn('size-5 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  );
}
