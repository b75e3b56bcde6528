import { describe, expect, it } from 'vitest';
import { readPdf } from '@/testing/pdf';
import { readQuoteRequest } from '@/lib/pricing/quote-request';
import { quotationLayout, type QuotationLayout } from './quotation-layout';
import { A4, quotationFontPaths, readQuotationFont, renderQuotationPdf } from './quotation-pdf';

const madeAt = new Date('2026-11-25T17:00:00Z');
const layoutOf = (channel: string, params: Record<string, string>) =>
  quotationLayout(readQuoteRequest(channel, params, { now: madeAt })!, madeAt);

/** The fullest quotations: every item of each channel, the most parts, dropped parameters. */
const fullest: QuotationLayout[] = [
  layoutOf('sms', {
    promotional: '999999999',
    transactional: '999999999',
    rcs: '999999999',
    parts: '10',
    ...Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`unknown_parameter_${index}`, 'x']),
    ),
  }),
  layoutOf('sms', { promotional: '10000', transactional: '20000', rcs: '30000', parts: '10' }),
  layoutOf('voice', { outbound: '400000', inbound: '500000', recording: '300000' }),
  layoutOf('whatsapp', {
    utility: '1000000000',
    authentication: '1000000000',
    marketing: '1000000000',
    service: '1000000000',
  }),
  layoutOf('email', {}),
];

describe('the quotation PDF', () => {
  it('is set in fonts that hold every character it prints, ₹ included', async () => {
    const characters = new Set(
      fullest.flatMap((layout) => [...JSON.stringify(layout)].map((c) => c.codePointAt(0)!)),
    );
    expect(characters.has(0x20b9)).toBe(true);
    for (const [name, path] of Object.entries(quotationFontPaths())) {
      const font = await readQuotationFont(path);
      const missing = [...characters].filter((code) => !font.hasGlyphForCodePoint(code));
      expect(
        missing.map((code) => String.fromCodePoint(code)),
        name,
      ).toEqual([]);
    }
  });

  it('keeps the fullest quotation of every channel to one A4 page, under 150 KB', async () => {
    for (const layout of fullest) {
      const pdf = await renderQuotationPdf(layout, madeAt);
      const { pages, text } = await readPdf(pdf);
      expect(pages, layout.reference).toEqual([
        { width: A4.width, height: A4.height, text: expect.any(String) },
      ]);
      // The last thing on the page is on it.
      expect(text.replace(/\s+/g, '')).toContain(layout.liveQuote.url);
      expect(pdf.byteLength).toBeLessThan(150 * 1024);
    }
  });
});
