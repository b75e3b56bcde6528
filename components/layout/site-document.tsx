import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AttributionCapture } from '@/components/attribution/attribution-capture';
import type { Language } from '@/content/messages';
import { analyticsScriptUrl, siteUrl } from '@/lib/config';
import { getCopy } from '@/lib/i18n/copy';
import { htmlLang, openGraphLocales } from '@/lib/i18n/locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { Logo } from './logo-mark';
import { Navbar } from './navbar/navbar';
import { InlineStylesheet } from './inline-stylesheet';
import { RouteTransition } from './route-transition';
import { SiteFooter } from './site-footer';

/** The metadata every page starts from, in the page's language. */
export function siteMetadata(language: Language): Metadata {
  const { siteName } = getCopy('Common').copy;
  return {
    metadataBase: new URL(siteUrl()),
    // Every page states its whole title (lib/seo/page-metadata.ts); this is for a page that has none.
    title: siteName,
    applicationName: siteName,
    openGraph: { type: 'website', siteName, locale: openGraphLocales[language] },
    twitter: { card: 'summary_large_image' },
  };
}

export const siteViewport: Viewport = {
  themeColor: '#2546eb',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The site's parts around a page in another language than English: they stay English, and say
 * so. `display: contents` keeps the layout as it is (the header stays sticky to the page).
 */
function English({ language, children }: { language: Language; children: ReactNode }) {
  if (language === 'en') return children;
  return (
    <div lang={htmlLang.en} className="contents">
      {children}
    </div>
  );
}

/**
 * The whole document of a page: `<html>` in the page's language, the skip link, header, content
 * area and footer, and the site-wide scripts. Each root layout renders it: the English site's
 * (app/(site)/layout.tsx), the privacy notice's (app/(notice)/layout.tsx, app/hi/layout.tsx), and
 * the page for an unknown path (app/global-not-found.tsx). `analytics` adds the operator's script
 * (ANALYTICS_SCRIPT_URL): the notice's pages run no other company's script.
 */
type SiteDocumentProps = { language: Language; analytics?: boolean; children: ReactNode };

export function SiteDocument({ language, analytics = false, children }: SiteDocumentProps) {
  const { copy } = getCopy('Navigation');
  const analyticsScript = analytics ? analyticsScriptUrl() : undefined;
  return (
    <html lang={htmlLang[language]}>
      <body className="flex min-h-dvh flex-col bg-white antialiased">
        <InlineStylesheet />
        <English language={language}>
          <a
            href="#main-content"
            className="sr-only z-[60] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
          >
            {copy.skipToContent}
          </a>
          <Navbar copy={copy} logo={<Logo name={getCopy('Common').copy.siteName} />} />
        </English>
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <RouteTransition>{children}</RouteTransition>
        </main>
        <English language={language}>
          <SiteFooter />
        </English>
        <AttributionCapture />
        <JsonLd data={organizationJsonLd()} />
        {/* The operator's tag script, by URL: the policy allows its origin and no inline code. */}
        {analyticsScript && <script async src={analyticsScript} />}
      </body>
    </html>
  );
}
