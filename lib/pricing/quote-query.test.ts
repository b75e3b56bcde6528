import { describe, expect, it } from 'vitest';
import type { EstimateChannelId } from '@/content/pricing/estimates';
import {
  quoteParams,
  quoteSearch,
  readParts,
  readQuoteQuery,
  readVolume,
  type SearchParams,
} from './quote-query';

describe('quote link queries', () => {
  it('take counts from 0 to one billion, with or without grouping, and parts from 1 to 10', () => {
    for (const [raw, volume] of [
      ['100000', 100_000],
      ['1,00,000', 100_000],
      ['250 000', 250_000],
      ['0', 0],
      ['1000000000', 1_000_000_000],
    ] as const) {
      expect(readVolume(raw), raw).toBe(volume);
    }
    for (const bad of ['1000000001', '-5', '1.5', '1e5', 'ten', '', ' ', '0x10']) {
      expect(readVolume(bad), bad).toBeUndefined();
    }
    expect(['1', '2', '10', ' 3 '].map(readParts)).toEqual([1, 2, 10, 3]);
    for (const bad of ['0', '11', '100', '-1', '1.5', '2.0', '1e1', 'two', '', ' ', '0x2', '+2']) {
      expect(readParts(bad), bad).toBeUndefined();
    }
  });

  it("drop unknown items and bad values, keep the channel's, and ignore campaign parameters", () => {
    expect(
      readQuoteQuery('sms', {
        transactional: '100000',
        promotional: 'lots',
        voice: '10',
        rcs: ['1', '2'],
        utm_source: 'whatsapp',
        ref: 'rep-17',
      }),
    ).toEqual({
      volumes: { transactional: 100_000 },
      parts: 1,
      dropped: ['promotional', 'voice', 'rcs'],
    });
    // The estimator's GET form sends every field, the ones left empty too.
    expect(
      readQuoteQuery('voice', { outbound: '12,000', inbound: '', recording: ' ', extra: '' }),
    ).toEqual({ volumes: { outbound: 12_000 }, parts: 1, dropped: ['extra'] });
    expect(readQuoteQuery('sms', { transactional: '5', parts: '' }).dropped).toEqual([]);
  });

  it('read parts on SMS links only, and drop and name a value outside 1 to 10', () => {
    expect(readQuoteQuery('sms', { transactional: '100000', parts: '2' }).parts).toBe(2);
    for (const [channel, params] of [
      ['sms', { transactional: '100000', parts: '11' }],
      ['sms', { transactional: '100000', parts: 'many' }],
      ['sms', { parts: ['2', '3'] }],
      ['voice', { outbound: '500', parts: '2' }],
    ] satisfies [EstimateChannelId, SearchParams][]) {
      expect(readQuoteQuery(channel, params), JSON.stringify(params)).toMatchObject({
        parts: 1,
        dropped: ['parts'],
      });
    }
    expect(quoteParams('sms')).toEqual(['promotional', 'transactional', 'rcs', 'parts']);
    expect(quoteParams('email')).toEqual(['emails']);
  });

  it('write the volumes in item order without zeros, then the parts when more than one', () => {
    expect(quoteSearch('voice', { recording: 50, outbound: 1_000, inbound: 0 })).toBe(
      '?outbound=1000&recording=50',
    );
    expect(quoteSearch('email', {})).toBe('');
    expect(quoteSearch('sms', { rcs: 5, promotional: 7 }, 10)).toBe(
      '?promotional=7&rcs=5&parts=10',
    );
    expect(quoteSearch('sms', { transactional: 100_000 }, 1)).toBe('?transactional=100000');
    expect(quoteSearch('sms', {}, 3)).toBe('?parts=3');
    expect(quoteSearch('voice', { outbound: 500 }, 2)).toBe('?outbound=500');
  });
});
