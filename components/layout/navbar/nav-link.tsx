import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import type { SitePath } from '@/content/routes';

/** A link of the navigation, announced as the current page on the page it leads to. */
export function NavLink({
  href,
  pathname,
  ...props
}: ComponentProps<typeof SiteLink> & { href: SitePath; pathname: string }) {
  return <SiteLink href={href} aria-current={pathname === href ? 'page' : undefined} {...props} />;
}
