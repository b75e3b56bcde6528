import { describe, expect, it } from 'vitest';
import { nameableParams, quoteHref, readQuoteRequest } from './quote-request';

describe('quote requests', () => {
  it('read a known channel into its estimate, normal query and campaign parameters', () => {
    const request = readQuoteRequest('sms', {
      ref: 'rep-17',
      transactional: '1,00,000',
      fax: '2',
      utm_source: 'whatsapp',
    });
    expect(request?.estimate.subtotalPaise).toBe(1_700_000);
    // A link without a date reads as made under the first list, and its normal query names it.
    expect(request?.search).toBe('?transactional=100000&prices=2026-11-22');
    expect(request?.referenceQuery).toBe('?transactional=100000');
    expect(request?.dropped).toEqual(['fax']);
    expect(quoteHref(request!)).toBe(
      '/quote/sms?transactional=100000&prices=2026-11-22&utm_source=whatsapp&ref=rep-17',
    );
  });

  it('read the SMS parts into the estimate and the link, and drop a count of parts out of range', () => {
    const request = readQuoteRequest('sms', { transactional: '100000', parts: '2', ref: 'rep-17' });
    expect(request?.estimate.subtotalPaise).toBe(3_400_000);
    expect(request?.estimate.tiers).toEqual(['growth']);
    expect(request?.dropped).toEqual([]);
    expect(quoteHref(request!)).toBe(
      '/quote/sms?transactional=100000&parts=2&prices=2026-11-22&ref=rep-17',
    );

    const tooMany = readQuoteRequest('sms', { transactional: '100000', parts: '11' });
    expect(tooMany?.estimate.subtotalPaise).toBe(1_700_000);
    expect(tooMany?.dropped).toEqual(['parts']);
    expect(tooMany?.search).toBe('?transactional=100000&prices=2026-11-22');
  });

  it('know no other channel', () => {
    expect(readQuoteRequest('fax', { pages: '10' })).toBeUndefined();
    expect(readQuoteRequest('__proto__', {})).toBeUndefined();
  });

  it('keep a link without volumes shareable, and drop campaign values past 200 characters', () => {
    const request = readQuoteRequest('email', { ref: 'r'.repeat(201), utm_medium: 'chat' });
    expect(quoteHref(request!)).toBe('/quote/email?utm_medium=chat');
  });

  it('repeat back only names that look like parameters, and count the rest', () => {
    expect(nameableParams(['fax', 'inbound', 'Call +91 98xxxxxx for a discount', '💥'])).toEqual({
      names: ['fax', 'inbound'],
      others: 2,
    });
  });
});
