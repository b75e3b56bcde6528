import { describe, expect, it } from 'vitest';
import { quoteSearch, readQuoteQuery, readVolume } from './quote-query';

describe('quote link queries', () => {
  it('take whole numbers from 0 to one billion, written with or without grouping', () => {
    expect(readVolume('100000')).toBe(100_000);
    expect(readVolume('1,00,000')).toBe(100_000);
    expect(readVolume('0')).toBe(0);
    expect(readVolume('1000000000')).toBe(1_000_000_000);
    for (const bad of ['1000000001', '-5', '1.5', '1e5', 'ten', '', ' ', '0x10']) {
      expect(readVolume(bad), bad).toBeUndefined();
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
    ).toEqual({ volumes: { transactional: 100_000 }, dropped: ['promotional', 'voice', 'rcs'] });
  });

  it('pass over the fields a form sent empty', () => {
    expect(
      readQuoteQuery('voice', { outbound: '12,000', inbound: '', recording: ' ', extra: '' }),
    ).toEqual({ volumes: { outbound: 12_000 }, dropped: ['extra'] });
  });

  it('write the query in item order, leaving zeros out', () => {
    expect(quoteSearch('voice', { recording: 50, outbound: 1_000, inbound: 0 })).toBe(
      '?outbound=1000&recording=50',
    );
    expect(quoteSearch('email', {})).toBe('');
  });
});
