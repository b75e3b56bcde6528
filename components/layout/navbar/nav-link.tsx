import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import type { NavCopy, NavLink as NavItem } from '@/content/navigation';
import type { SitePath } from '@/content/routes';
import { cn } from '@/lib/cn';

/** A link of the navigation, announced as the current page on the page it leads to. */
export function NavLink({
  href,
  pathname,
  ...props
}: ComponentProps<typeof SiteLink> & { href: SitePath; pathname: string }) {
  return <SiteLink href={href} aria-current={pathname === href ? 'page' : undefined} {...props} />;
}

/** Links of the bar or a menu as list items, each styled by whether its page is shown. */
export function NavLinkItems({
  links,
  copy,
  pathname,
  linkClass,
  onClick,
}: {
  links: readonly NavItem[];
  copy: NavCopy;
  pathname: string;
  linkClass: (active: boolean) => string;
  onClick?: () => void;
}) {
  return links.map((link) => (
    <li key={link.href}>
      <NavLink
        href={link.href}
        pathname={pathname}
        onClick={onClick}
        className={linkClass(isActivePath(pathname, link.href))}
      >
        {copy[link.label]}
      </NavLink>
    </li>
  ));
}

/** Home matches exactly; every other item also stays active on the pages below it. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function navLinkStyles(active: boolean): string {
  return cn(
    'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface-muted hover:text-brand-700',
  );
}
