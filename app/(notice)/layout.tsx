import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';

/*
 * The root layout of the privacy notice's English pages, the notice and the erasure page: the
 * site's, without the operator's analytics script. Being a root layout of their own, they are
 * reached by a full page load from any other page, so that script never runs where a visitor
 * types an address to erase or opens an erasure link. The Hindi pages' is app/hi/layout.tsx.
 */
export const metadata = siteMetadata('en');

export const viewport = siteViewport;

export default function NoticeLayout({ children }: { children: ReactNode }) {
  return <SiteDocument language="en">{children}</SiteDocument>;
}
