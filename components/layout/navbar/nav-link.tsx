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

export function navLinkStyles(active: boolean): string {
  return cn(
    'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface-muted hover:text-brand-700',
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
  className,
  ...props
}: ComponentProps<typeof SiteLink> & { href: SitePath; pathname: string; button?: 'md' | 'lg' }) {
  return (
    <SiteLink
      href={href}
      aria-current={pathname === href ? 'page' : undefined}
      className={cn(
        button ? buttonStyles({ size: button }) : navLinkStyles(isActivePath(pathname, href)),
        className,
      )}
      {...props}
    />
  );
}
