import { ImageResponse } from 'next/og';
import type { Price } from '@/content/pricing/price';
import { findRoute, type RoutePath } from '@/content/routes';
import { siteUrl } from '@/lib/config';
import { LogoMark } from '@/components/layout/logo-mark';
import { getCopy } from '@/lib/i18n/copy';
import { priceText } from '@/lib/pricing/price-text';
import type { QuoteText } from '@/lib/pricing/quote-text';

/** The size link previews expect (WhatsApp, LinkedIn, X, Slack). */
export const ogImageSize = { width: 1200, height: 630 } as const;
export const ogImageContentType = 'image/png';

/*
 * The images are set in Geist, the font `next/og` ships and loads itself (Satori reads TrueType,
 * not the WOFF2 files of @fontsource). Nothing is read from the project folder, so the images
 * render under any server, the standalone one included. Every glyph must be in the font: a
 * missing one makes `next/og` fetch a fallback from Google (a unit test checks the copy).
 */

type OgImageContent = {
  /** The page's headline, large. */
  title: string;
  /** One or two sentences under the title. */
  description?: string;
  /** Pricing pages: the headline price, already worded ("From ₹0.10 per SMS"). */
  price?: string;
};

const colors = {
  background: '#f5f7ff',
  ink: '#0b1020',
  muted: '#475069',
  brand: '#2546eb',
  white: '#ffffff',
};

/**
 * Renders a 1200x630 PNG link preview, under the site's name and with its host in the corner.
 * Flat colours keep it far under WhatsApp's 300 KB.
 */
export async function renderOgImage(content: OgImageContent): Promise<ImageResponse> {
  const eyebrow = getCopy('Common').copy.siteName;
  const host = new URL(siteUrl()).host;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: colors.background,
        borderBottom: `16px solid ${colors.brand}`,
        color: colors.ink,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark size={64} />
        <div style={{ fontSize: 34, color: colors.ink }}>{eyebrow}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 76, lineHeight: 1.1, letterSpacing: -1.5 }}>{content.title}</div>
        {content.description ? (
          <div style={{ fontSize: 32, lineHeight: 1.35, color: colors.muted }}>
            {content.description}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        {content.price ? (
          <div
            style={{
              display: 'flex',
              padding: '14px 32px',
              borderRadius: 999,
              background: colors.brand,
              color: colors.white,
              fontSize: 38,
            }}
          >
            {content.price}
          </div>
        ) : (
          <div style={{ display: 'flex' }} />
        )}
        <div style={{ fontSize: 30, color: colors.muted }}>{host}</div>
      </div>
    </div>,
    ogImageSize,
  );
}

/** Alt text of a route's share image: its page title. */
export function ogImageAlt(path: RoutePath): string {
  return getCopy(findRoute(path).namespace).copy.title;
}

/** The share image of a route of the table, from its messages; pricing pages pass their price. */
export function renderRouteOgImage(
  path: RoutePath,
  options: { price?: Price } = {},
): Promise<ImageResponse> {
  const { copy } = getCopy(findRoute(path).namespace);
  return renderOgImage({
    title: copy.title,
    description: copy.meta.description,
    price: options.price && priceText(options.price),
  });
}

/** The link preview of a quote: its figure large, and the first lines of its breakdown. */
export function renderQuoteOgImage(quote: QuoteText): Promise<ImageResponse> {
  // Two lines fit under the title, the subtotal and GST counting as one; more would push the
  // figure (the total with GST) off the image.
  const room = quote.tax ? 1 : 2;
  const shown = quote.lines.length > room ? [...quote.lines.slice(0, room), '…'] : quote.lines;
  const described = quote.tax ? [...shown, quote.tax] : shown;
  return renderOgImage({
    title: quote.title,
    description: described.length > 0 ? described.join(' · ') : quote.intro,
    price: quote.figure,
  });
}