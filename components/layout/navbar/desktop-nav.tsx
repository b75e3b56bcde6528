import { memo } from 'react';
import type { NavCopy, NavLink as NavLinkData } from '@/content/navigation';
import { contactLink, homeLink, trailingLinks } from '@/content/navigation';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { DesktopServicesMenu } from './desktop-services-menu';
import { NavLink } from './nav-link';
import { isActivePath, navLinkStyles } from './nav-link-styles';

/**
 * The bar's links from the desktop breakpoint up. Memoised: opening the mobile menu re-renders the
 * bar, and at 4x CPU these links' renders were part of that tap's answer.
 */
export const DesktopNav = memo(function DesktopNav({
  copy,
  pathname,
}: {
  copy: NavCopy;
  pathname: string;
}) {
  const item = (link: NavLinkData) => (
    <li key={link.href}>
      <NavLink
        href={link.href}
        pathname={pathname}
        className={navLinkStyles(isActivePath(pathname, link.href))}
      >
        {copy[link.label]}
      </NavLink>
    </li>
  );
  return (
    <>
      <ul className="hidden items-center gap-1 lg:flex">
        {item(homeLink)}
        <DesktopServicesMenu copy={copy} pathname={pathname} />
        {trailingLinks.map(item)}
      </ul>

      <NavLink
        href={contactLink.href}
        pathname={pathname}
        className={cn(buttonStyles({ size: 'md' }), 'hidden lg:inline-flex')}
      >
        {copy.getInTouch}
      </NavLink>
    </>
  );
});
