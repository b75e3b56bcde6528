import type { ComponentProps } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import type { SitePath } from '@/content/routes';
import { cn } from '@/lib/cn';

/** Home matches exactly; every other item also stays active on the pages below it. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Where a link sits: the desktop bar, its services dropdown, the mobile menu, or a group's
 * heading in the mobile menu.
 */
const places = {
  bar: 'inline-flex px-3 py-2 text-sm font-medium',
  dropdown: 'flex w-full px-3 py-2 text-sm font-medium',
  menu: 'flex w-full px-4 py-3 text-base font-medium',
  menuGroup: 'flex w-full px-4 py-3 text-sm font-semibold',
} as const;
export type NavPlace = keyof typeof places;

export function navLinkStyles(active: boolean, place: NavPlace = 'bar'): string {
  return cn(
    'items-center gap-1 rounded-md transition-colors',
    places[place],
    active
      ? 'bg-brand-50 text-brand-700'
      : [
          place === 'menuGroup' ? 'text-ink-muted' : 'text-ink',
          'hover:bg-surface-muted hover:text-brand-700',
        ],
  );
}

/**
 * A link of the navigation, highlighted while its page or one below it is shown and announced as
 * the current page on its own; `button` gives it a button's look instead (the contact link).
 */
export function NavLink({
  href,
  pathname,
  button,
  place,
  className,
  ...props
}: ComponentProps<typeof SiteLink> & {
  href: SitePath;
  pathname: string;
  button?: 'md' | 'lg';
  place?: NavPlace;
}) {
  return (
    <SiteLink
      href={href}
      aria-current={pathname === href ? 'page' : undefined}
      className={cn(
        button
          ? buttonStyles({ size: button })
          : navLinkStyles(isActivePath(pathname, href), place),
        className,
      )}
      {...props}
    />
  );
}
