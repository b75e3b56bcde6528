import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { messages } from '@/content/messages';
import type { HeadlinePrice } from '@/content/pricing/headline-prices';
import type { RoutePath } from '@/content/routes';
import { siteUrl } from '@/lib/config';
import { formatRupees } from '@/lib/format/rupees';
import { LogoMark } from '@/components/layout/logo-mark';
import { locale } from '@/lib/i18n/locale';
import { findRoute } from './page-metadata';

/** The size link previews expect (WhatsApp, LinkedIn, X, Slack). */
export const ogImageSize = { width: 1200, height: 630 } as const;
export const ogImageContentType = 'image/png';

/*
 * The images are set in Geist, the font `next/og` ships and loads itself (Satori reads TrueType,
 * not the WOFF2 files of @fontsource). Nothing is read from the project folder, so the images
 * render under any server, the standalone one included. Every glyph must be in the font: a
 * missing one makes `next/og` fetch a fallback from Google (a unit test checks the copy).
 */

export type OgImageContent = {
  /** The page's headline, large. */
  title: string;
  /** Small line above the title, e.g. the site name. */
  eyebrow: string;
  /** One or two sentences under the title. */
  description?: string;
  /** Pricing pages: the headline price, already worded ("From ₹0.10 per SMS"). */
  price?: string;
  /** The site's host name, shown in the corner. */
  host: string;
};

const colors = {
  background: '#f5f7ff',
  ink: '#0b1020',
  muted: '#475069',
  brand: '#2546eb',
  white: '#ffffff',
};

/** Renders a 1200x630 PNG link preview. Flat colours keep it far under WhatsApp's 300 KB. */
export async function renderOgImage(content: OgImageContent): Promise<ImageResponse> {
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
        <div style={{ fontSize: 34, color: colors.ink }}>{content.eyebrow}</div>
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
        <div style={{ fontSize: 30, color: colors.muted }}>{content.host}</div>
      </div>
    </div>,
    ogImageSize,
  );
}

/** "From ₹0.10 per SMS" / "From ₹9,999". */
export async function headlinePriceLabel({ amount, unit }: HeadlinePrice): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Common.seo' });
  const price = formatRupees(amount);
  return unit ? t('priceFromPerUnit', { price, unit }) : t('priceFrom', { price });
}

/** Alt text of a route's share image: its page title. */
export function ogImageAlt(path: RoutePath): string {
  return messages[findRoute(path).namespace].title;
}

/** The share image of a route of the table, from its messages; pricing pages pass their price. */
export async function renderRouteOgImage(
  path: RoutePath,
  options: { price?: HeadlinePrice } = {},
): Promise<ImageResponse> {
  const page = messages[findRoute(path).namespace];
  return renderOgImage({
    title: page.title,
    eyebrow: messages.Common.siteName,
    description: page.meta.description,
    price: options.price ? await headlinePriceLabel(options.price) : undefined,
    host: new URL(siteUrl()).host,
  });
}
