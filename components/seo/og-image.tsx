import { ImageResponse } from 'next/og';
import { LogoMark } from '@/components/layout/logo-mark';
import { siteUrl } from '@/lib/config';
import { getCopy } from '@/lib/i18n/copy';
import { ogImageSize, type OgImageContent } from '@/lib/seo/og-image';

/*
 * The images are set in Geist, the font `next/og` ships and loads itself (Satori reads TrueType,
 * not the WOFF2 files of @fontsource). Nothing is read from the project folder, so the images
 * render under any server, the standalone one included. Every glyph must be in the font: a
 * missing one makes `next/og` fetch a fallback from Google (a unit test checks the copy).
 */

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
