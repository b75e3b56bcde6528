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

/**
 * Renders a 1200x630 PNG link preview, under the site's name and with its host in the corner.
 * Flat colours keep it far under WhatsApp's 300 KB. `tw` is Satori's Tailwind, with its default
 * theme: the site's colours are written out. The gaps stay styles: Satori's `tw` drops them.
 */
export async function renderOgImage(content: OgImageContent): Promise<ImageResponse> {
  const eyebrow = getCopy('Common').copy.siteName;
  const host = new URL(siteUrl()).host;
  return new ImageResponse(
    <div tw="flex h-full w-full flex-col justify-between border-b-[16px] border-[#2546eb] bg-[#f5f7ff] px-[72px] py-[64px] text-[#0b1020]">
      <div tw="flex items-center" style={{ gap: 20 }}>
        <LogoMark size={64} />
        <div tw="text-[34px] text-[#0b1020]">{eyebrow}</div>
      </div>
      <div tw="flex flex-col" style={{ gap: 24 }}>
        <div tw="text-[76px] leading-[1.1] tracking-[-1.5px]">{content.title}</div>
        {content.description ? (
          <div tw="text-[32px] leading-[1.35] text-[#475069]">{content.description}</div>
        ) : null}
      </div>
      <div tw="flex items-center justify-between">
        {content.price ? (
          <div tw="flex rounded-[999px] bg-[#2546eb] px-[32px] py-[14px] text-[38px] text-white">
            {content.price}
          </div>
        ) : (
          <div tw="flex" />
        )}
        <div tw="text-[30px] text-[#475069]">{host}</div>
      </div>
    </div>,
    ogImageSize,
  );
}
