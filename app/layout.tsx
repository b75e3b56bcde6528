import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { AttributionCapture } from '@/components/attribution/attribution-capture';
import { RouteTransition } from '@/components/layout/route-transition';
import { RenderBandsNearViewport } from '@/components/layout/render-bands-near-viewport';
import { ScrollReveal } from '@/components/layout/scroll-reveal';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { analyticsScriptUrl, siteUrl } from '@/lib/config';
import { getCopy } from '@/lib/i18n/copy';
import { JsonLd } from '@/lib/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { locale } from '@/lib/i18n/locale';
import './globals.css';

const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  // The font is used only if it arrives within the block period, so text never reflows when it
  // loads (CLS 0). It is not preloaded: Chrome makes a preloaded `optional` font render-blocking,
  // and over slow 4G its 48 KB then hold the first paint back (applied-throttling LCP of `/`, median
  // of four: 1.10 s preloaded, 0.95 s not). A first visit on a slow phone keeps the system font;
  // the next page finds Inter in the cache. No metric-matched fallback face: Next's names
  // local("Arial"), which Android lacks, and any local() face loads after the first layout, so
  // its arrival re-laid out centred text after the first paint (docs/measuring.md, "The font").
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter',
});

export function generateMetadata(): Metadata {
  const { siteName } = getCopy('Common').copy;
  return {
    metadataBase: new URL(siteUrl()),
    // Every page states its whole title (lib/seo/page-metadata.ts); this is for a page that has none.
    title: siteName,
    applicationName: siteName,
    openGraph: { type: 'website', siteName, locale: 'en_IN' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = { themeColor: '#2546eb', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { copy } = getCopy('Navigation');
  const analytics = analyticsScriptUrl();
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-white antialiased">
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          {copy.skipToContent}
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <RouteTransition>{children}</RouteTransition>
        </main>
        <SiteFooter />
        <ScrollReveal />
        <RenderBandsNearViewport />
        <AttributionCapture />
        <JsonLd data={organizationJsonLd()} />
        {/* The operator's tag script, by URL: the policy allows its origin and no inline code. */}
        {analytics && <script async src={analytics} />}
      </body>
    </html>
  );
}
