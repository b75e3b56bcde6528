import { memo } from 'react';
import type { NavCopy, NavLink as NavLinkData } from '@/content/navigation';
import { contactLink, homeLink, trailingLinks } from '@/content/navigation';
import { DesktopServicesMenu } from './desktop-services-menu';
import { NavLink } from './nav-link';

type DesktopNavProps = { copy: NavCopy; pathname: string };

/**
 * The bar's links from the desktop breakpoint up. Memoised: opening the mobile menu re-renders the
 * bar, and at 4x CPU these links' renders were part of that tap's answer.
 */
export const DesktopNav = memo(function DesktopNav({ copy, pathname }: DesktopNavProps) {
  const item = (link: NavLinkData) => (
    <li key={link.href}>
      <NavLink href={link.href} pathname={pathname}>
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

      <NavLink href={contactLink.href} pathname={pathname} button="md" className="max-lg:hidden">
        {copy.getInTouch}
      </NavLink>
    </>
  );
});
