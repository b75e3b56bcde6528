import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isRoutePath } from '@/content/routes';

/**
 * next/link that does not prefetch the links outside the route table: they only redirect
 * home, so prefetching them would spend a visitor's data on nothing.
 */
export function SiteLink({ href, prefetch, ...props }: ComponentProps<typeof Link>) {
  const redirectsHome = typeof href === 'string' && href.startsWith('/') && !isRoutePath(href);
  return <Link href={href} prefetch={redirectsHome ? false : prefetch} {...props} />;
}
