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
