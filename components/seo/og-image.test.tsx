import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { routes } from '@/content/routes';
import { formatRupees } from '@/lib/format/rupees';
import { renderOgImage } from './og-image';

/** The font `next/og` sets the images in when it is given none. */
const ogFontPath = createRequire(import.meta.url).resolve(
  'next/dist/compiled/@vercel/og/Geist-Regular.ttf',
);

/** Code points the font maps to glyphs, from its `cmap` table (formats 4 and 12). */
function fontCodePoints(font: Buffer): Set<number> {
  const tableCount = font.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + index * 16;
    if (font.toString('ascii', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  const codePoints = new Set<number>();
  const subtableCount = font.readUInt16BE(cmap + 2);
  for (let index = 0; index < subtableCount; index += 1) {
    const subtable = cmap + font.readUInt32BE(cmap + 4 + index * 8 + 4);
    const format = font.readUInt16BE(subtable);
    if (format === 4) {
      const segments = font.readUInt16BE(subtable + 6) / 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = font.readUInt16BE(subtable + 14 + segment * 2);
        const start = font.readUInt16BE(subtable + 16 + segments * 2 + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) codePoints.add(code);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(subtable + 12);
      for (let group = 0; group < groups; group += 1) {
        const start = font.readUInt32BE(subtable + 16 + group * 12);
        const end = font.readUInt32BE(subtable + 20 + group * 12);
        for (let code = start; code <= end; code += 1) codePoints.add(code);
      }
    }
  }
  return codePoints;
}

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share image font', () => {
  // A glyph missing from the font would make next/og download one from Google at build time.
  it('has a glyph for every character the images show', () => {
    const glyphs = fontCodePoints(readFileSync(ogFontPath));
    const text = [
      messages.Common.siteName,
      messages.Pricing.price.from,
      messages.Pricing.price.perUnit,
      formatRupees(0.025),
      formatRupees(100_000),
      '0123456789.:-%+=',
      ...routes.flatMap(({ namespace }) => [
        messages[namespace].title,
        messages[namespace].meta.description,
      ]),
      // Quote images: the channel, its items, the line and figure wording.
      ...Object.values(messages.Quote.channels),
      messages.Quote.title,
      messages.Quote.intro,
      messages.Quote.line,
      messages.Quote.lineCustom,
      messages.Quote.perMonth,
      messages.Quote.tax,
      messages.Quote.enterprise,
      ...Object.values(messages.Estimator.items).flatMap((items) => Object.values(items)),
      ' · …',
    ].join('');
    const missing = [...new Set(text)].filter(
      (character) => !/\s/.test(character) && !glyphs.has(character.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
  });
});

describe('renderOgImage', () => {
  it('renders a 1200x630 PNG well under WhatsApp’s 300 KB, with a price', async () => {
    const response = await renderOgImage({
      title: messages.WhatsApp.title,
      description: messages.WhatsApp.meta.description,
      price: 'From ₹0.33 per conversation',
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.byteLength).toBeLessThan(300 * 1024);
  });
});
