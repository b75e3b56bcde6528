import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';

/**
 * The root layout of the privacy notice's Hindi pages: the same site, in <html lang="hi">, without
 * the analytics script (as app/(notice)/layout.tsx says of the English ones).
 */
export const metadata = siteMetadata('hi');

export const viewport = siteViewport;

export default function HindiLayout({ children }: { children: ReactNode }) {
  return <SiteDocument language="hi">{children}</SiteDocument>;
}
