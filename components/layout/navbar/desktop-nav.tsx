import { memo } from 'react';
import type { NavCopy } from '@/content/navigation';
import { contactLink, homeLink, trailingLinks } from '@/content/navigation';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { DesktopServicesMenu } from './desktop-services-menu';
import { NavLink, NavLinkItems, navLinkStyles } from './nav-link';

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
  const links = { copy, pathname, linkClass: navLinkStyles };
  return (
    <>
      <ul className="hidden items-center gap-1 lg:flex">
        <NavLinkItems links={[homeLink]} {...links} />
        <DesktopServicesMenu copy={copy} pathname={pathname} />
        <NavLinkItems links={trailingLinks} {...links} />
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
