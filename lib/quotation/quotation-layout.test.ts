import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/config';
import { readQuoteRequest } from '@/lib/pricing/quote-request';
import { quotationLayout, type QuotationLayout } from './quotation-layout';

// 10:30 pm in Gurugram.
const madeAt = new Date('2026-11-25T17:00:00Z');
const layoutOf = (channel: string, params: Record<string, string>) =>
  quotationLayout(readQuoteRequest(channel, params, { now: madeAt })!, madeAt);
const rowsOf = (layout: QuotationLayout) =>
  layout.table?.rows.map((row) => [row.label, ...row.cells]);

describe('the quotation layout', () => {
  it("heads the page with the company's name, address and contact, and the quotation's facts", () => {
    const layout = layoutOf('sms', { transactional: '100000', parts: '2', ref: 'rep-17' });
    expect(layout.company).toEqual({
      name: 'Sandesh Digital',
      lines: [
        'Sandesh Digital Private Limited',
        'Tower B, DLF Cyber City, Phase II',
        'Gurugram, Haryana 122002, India',
        `+91 124 456 7800 · hello@sandeshdigital.in · ${new URL(siteUrl()).host}`,
      ],
    });
    expect(layout.title).toBe('Quotation');
    expect(layout.meta).toEqual([
      { label: 'Reference', value: 'Q-SMS-5A05D8' },
      { label: 'Date', value: '25 Nov 2026, 10:30 pm IST' },
      { label: 'Prices published', value: '22 Nov 2026' },
      { label: 'Valid until', value: '25 Dec 2026' },
    ]);
    expect(layout.fileName).toBe('quotation-sms-Q-SMS-5A05D8.pdf');
    expect(layout.heading).toBe('SMS and RCS estimate');
    // The quote itself by its normal query, without the link's campaign parameters.
    expect(layout.liveQuote).toEqual({
      label: 'Live quote:',
      url: `${siteUrl()}/quote/sms?transactional=100000&parts=2&prices=2026-11-22`,
    });
  });

  it('states the lines, subtotal, GST and total the quote page states', () => {
    const layout = layoutOf('sms', { transactional: '100000', parts: '2' });
    expect(layout.table?.columns.map(({ header, numeric }) => [header, numeric ?? false])).toEqual([
      ['Item', false],
      ['Monthly volume', true],
      ['Tier', false],
      ['Rate', true],
      ['Amount', true],
    ]);
    expect(rowsOf(layout)).toEqual([
      ['Transactional SMS', '2,00,000 (1,00,000 × 2 parts)', 'Growth', '₹0.17', '₹34,000.00'],
    ]);
    expect(layout.figures).toEqual([
      { label: 'Monthly subtotal', value: '₹34,000.00' },
      { label: 'GST 18%', value: '₹6,120.00' },
      { label: 'Monthly total with GST', value: '₹40,120.00', total: true },
    ]);
    expect(layout.notes[0]).toBe(
      'Prices as published on 22 November 2026. Valid until 25 December 2026. Prices exclude GST, charged at 18% on the invoice.',
    );
    expect(layout.notes[1]).toMatch(/^How the estimate reads the table: each part of a message/);
    expect(layout.dropped).toBeUndefined();
    expect(layout.empty).toBeUndefined();
  });

  it('names what the link could not use, as the quote page does', () => {
    const layout = layoutOf('sms', { transactional: 'abc' });
    expect(layout.dropped).toBe(
      "Not used from this link: transactional. Only this channel's items count, each a whole number from 0 to 1,00,00,00,000, and the SMS parts per message, a whole number from 1 to 10.",
    );
    expect(layout.table).toBeUndefined();
    expect(layout.empty).toBe(
      'This link has no volumes yet: enter them in the estimator on the SMS and RCS page.',
    );
    expect(layout.figures).toEqual([]);
  });

  it('names six dropped parameters at most and counts the rest, so the page never overflows', () => {
    const params = Object.fromEntries(
      ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'bad name!'].map((name) => [name, '1']),
    );
    const layout = layoutOf('email', { emails: '5000', ...params });
    expect(layout.dropped).toBe(
      "Not used from this link: a1, a2, a3, a4, a5, a6, 3 other parameters. Only this channel's items count, each a whole number from 0 to 1,00,00,00,000.",
    );
  });

  it('gives an Enterprise quote its lines and no figure', () => {
    const layout = layoutOf('sms', { transactional: '900000000' });
    expect(rowsOf(layout)).toEqual([
      ['Transactional SMS', '90,00,00,000', 'Enterprise', 'Custom quote', 'Custom quote'],
    ]);
    expect(layout.figures).toEqual([
      { label: 'Monthly total with GST', value: 'Enterprise custom quote', total: true },
    ]);
  });

  it('leaves out the tier column where the channel has no tiers (WhatsApp)', () => {
    const layout = layoutOf('whatsapp', { marketing: '1000' });
    expect(layout.table?.columns.map((column) => column.header)).toEqual([
      'Item',
      'Monthly volume',
      'Rate',
      'Amount',
    ]);
    expect(rowsOf(layout)).toEqual([['Marketing conversations', '1,000', '₹0.78', '₹780.00']]);
  });
});
