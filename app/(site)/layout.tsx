import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';

/*
 * The root layout of the site's English pages. The privacy notice's pages have their own
 * (app/(notice)/layout.tsx, and app/hi/layout.tsx: a root layout writes <html lang>, and a page's
 * language must be in its HTML).
 */
export const metadata = siteMetadata('en');

export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument language="en" analytics>
      {children}
    </SiteDocument>
  );
}
