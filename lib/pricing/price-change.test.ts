import { describe, expect, it } from 'vitest';
import { quotationLayout } from '@/lib/quotation/quotation-layout';
import { renderQuotationPdf } from '@/lib/quotation/quotation-pdf';
import { quotationReference } from '@/lib/quotation/reference';
import { quoteOgImageContent } from '@/lib/seo/og-image';
import { readPdf } from '@/testing/pdf';
import { priceChangeRegistry, secondListDate } from '@/testing/price-change';
import { readQuoteRequest } from './quote-request';
import { quoteText } from './quote-text';
import { priceHistory, rateCardOf } from './rate-card';

// With the fixture's second list (SMS transactional Growth ₹0.17 → ₹0.16 from 1 January 2027),
// seen from a build of 15 January 2027.
const registry = priceChangeRegistry();
const now = new Date('2027-01-15T06:00:00Z');
const read = (params: Record<string, string>) =>
  readQuoteRequest('sms', params, { registry, now })!;
const oldLink = { transactional: '100000', parts: '2' };

describe('a quote made before a price change', () => {
  for (const [name, params] of [
    ['without a date', oldLink],
    ['dated with the first list', { ...oldLink, prices: '2026-11-22' }],
  ] as const) {
    it(`${name}: keeps its prices, says they changed, and gives today's total beside them`, () => {
      const request = read(params);
      const text = quoteText(request);
      expect(text.tax).toBe('Subtotal ₹34,000.00 + GST 18% ₹6,120.00 = ₹40,120.00');
      expect(text.changed).toBe(
        "Prices have changed since this quote was made. Today's quote for the same volumes, at the prices in effect from 1 January 2027: ₹37,760.00 a month with GST.",
      );
      expect(text.description).toContain('₹40,120.00');
      expect(text.description).toContain(text.changed);
      expect(quoteOgImageContent(text).description).toContain('₹37,760.00');
      expect(request.change?.search).toBe('?transactional=100000&parts=2&prices=2027-01-01');
      // Its prices held until the day before the new list took effect.
      expect(text.validUntil).toBe('Valid until 31 December 2026.');
      // The same reference as before quotes carried a date.
      expect(quotationReference(request)).toBe('Q-SMS-5A05D8');
    });
  }

  it('in its PDF: the old total, the prices-changed line and today’s total', async () => {
    const pdf = await renderQuotationPdf(quotationLayout(read(oldLink), now), now);
    const { pages, text } = await readPdf(new Uint8Array(pdf));
    const flat = text.replace(/\s+/g, ' ');
    expect(pages).toHaveLength(1);
    expect(flat).toContain('₹40,120.00');
    expect(flat).toContain('Prices have changed since this quote was made.');
    expect(flat).toContain('₹37,760.00 a month with GST');
    expect(flat).toContain('Valid until 31 Dec 2026');
    expect(flat).toContain('/quote/sms?transactional=100000&parts=2&prices=2027-01-01');
  });
});

describe('a quote made under the new list', () => {
  it('shows the new figure, says nothing changed, and has a reference of its own', () => {
    const request = read({ ...oldLink, prices: secondListDate });
    const text = quoteText(request);
    expect(text.tax).toBe('Subtotal ₹32,000.00 + GST 18% ₹5,760.00 = ₹37,760.00');
    expect(text.changed).toBeUndefined();
    expect(text.validUntil).toBe('Valid until 14 February 2027.');
    expect(quotationLayout(request, now).changed).toBeUndefined();
    expect(quotationReference(request)).not.toBe('Q-SMS-5A05D8');
  });

  it('reads a date between lists as the list in effect that day', () => {
    expect(read({ ...oldLink, prices: '2027-01-10' }).search).toBe(
      '?transactional=100000&parts=2&prices=2027-01-01',
    );
  });
});

describe('a date the page cannot use', () => {
  it('is named as dropped, and the link reads as one without a date', () => {
    for (const prices of ['2026-02-30', 'yesterday', '2026-11-21', '']) {
      const request = read({ ...oldLink, prices });
      expect(request.dropped, prices).toEqual(['prices']);
      expect(request.estimate.totalPaise).toBe(4_012_000);
      expect(quotationReference(request)).toBe('Q-SMS-5A05D8');
    }
  });
});

describe('the rate card after a price change', () => {
  it('names the change in the history: item, old rate, new rate', () => {
    expect(priceHistory(registry.lists, registry.current)).toEqual({
      lists: [
        { effective_from: '2026-11-22', changes: [] },
        {
          effective_from: '2027-01-01',
          changes: [
            {
              channel: 'SMS & RCS Messaging',
              item: 'Transactional',
              tier: 'Growth',
              oldRate: 0.17,
              newRate: 0.16,
            },
          ],
        },
      ],
    });
  });

  it('keeps a list dated after the build out of the history until its date', () => {
    const early = priceChangeRegistry('2026-12-31');
    expect(
      priceHistory(early.lists, early.current).lists.map((list) => list.effective_from),
    ).toEqual(['2026-11-22']);
  });

  it('dates the rows of the new list from its effective date', () => {
    const rows = rateCardOf(registry.current);
    const growth = rows.find(
      (row) => row.item === 'Transactional' && row.tier === 'Growth' && row.unit === 'SMS',
    );
    expect(growth).toMatchObject({ rate: 0.16, effective_from: '2027-01-01' });
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.effective_from))).toBe(true);
  });
});
