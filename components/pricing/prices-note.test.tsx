import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PricesNote } from './prices-note';

describe('PricesNote', () => {
  const html = renderToStaticMarkup(<PricesNote />);

  it('says the prices exclude GST and links the rate card, as a file to download', () => {
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'Prices exclude GST, charged at 18% on the invoice. Every price in one file: rate card (CSV).',
    );
    expect(html).toMatch(
      /<a href="\/rate-card\.csv" download="" type="text\/csv"[^>]*>rate card \(CSV\)<\/a>/,
    );
  });
});

describe('PricesNote under a price list', () => {
  it('says first from when the prices apply', () => {
    const html = renderToStaticMarkup(<PricesNote effectiveFrom="2026-11-22" />);
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'These prices apply from 22 Nov 2026. Prices exclude GST, charged at 18% on the invoice. Every price in one file: rate card (CSV).',
    );
  });
});
