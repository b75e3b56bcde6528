import { describe, expect, it } from 'vitest';
import { quoteParams, quoteSearch, readParts, readQuoteQuery, readVolume } from './quote-query';

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
    ).toEqual({
      volumes: { transactional: 100_000 },
      parts: 1,
      dropped: ['promotional', 'voice', 'rcs'],
    });
  });

  it('pass over the fields a form sent empty', () => {
    expect(
      readQuoteQuery('voice', { outbound: '12,000', inbound: '', recording: ' ', extra: '' }),
    ).toEqual({ volumes: { outbound: 12_000 }, parts: 1, dropped: ['extra'] });
  });

  it('write the query in item order, leaving zeros out', () => {
    expect(quoteSearch('voice', { recording: 50, outbound: 1_000, inbound: 0 })).toBe(
      '?outbound=1000&recording=50',
    );
    expect(quoteSearch('email', {})).toBe('');
  });

  it('take SMS parts per message as a whole number from 1 to 10', () => {
    expect(readParts('1')).toBe(1);
    expect(readParts('2')).toBe(2);
    expect(readParts('10')).toBe(10);
    expect(readParts(' 3 ')).toBe(3);
    for (const bad of ['0', '11', '100', '-1', '1.5', '2.0', '1e1', 'two', '', ' ', '0x2', '+2']) {
      expect(readParts(bad), bad).toBeUndefined();
    }
  });

  it('read parts on SMS links only, and drop and name a value outside 1 to 10', () => {
    expect(readQuoteQuery('sms', { transactional: '100000', parts: '2' })).toEqual({
      volumes: { transactional: 100_000 },
      parts: 2,
      dropped: [],
    });
    for (const bad of ['11', '0', '1.5', 'many', '-2']) {
      expect(readQuoteQuery('sms', { transactional: '100000', parts: bad }), bad).toEqual({
        volumes: { transactional: 100_000 },
        parts: 1,
        dropped: ['parts'],
      });
    }
    expect(readQuoteQuery('sms', { parts: ['2', '3'] })).toEqual({
      volumes: {},
      parts: 1,
      dropped: ['parts'],
    });
    // The GET form sends the field even when nobody changed it.
    expect(readQuoteQuery('sms', { transactional: '5', parts: '' }).dropped).toEqual([]);
    expect(readQuoteQuery('voice', { outbound: '500', parts: '2' })).toEqual({
      volumes: { outbound: 500 },
      parts: 1,
      dropped: ['parts'],
    });
  });

  it('write the parts after the volumes, and only when more than one', () => {
    expect(quoteSearch('sms', { transactional: 100_000 }, 2)).toBe('?transactional=100000&parts=2');
    expect(quoteSearch('sms', { rcs: 5, promotional: 7 }, 10)).toBe(
      '?promotional=7&rcs=5&parts=10',
    );
    expect(quoteSearch('sms', { transactional: 100_000 }, 1)).toBe('?transactional=100000');
    expect(quoteSearch('sms', {}, 3)).toBe('?parts=3');
    expect(quoteSearch('voice', { outbound: 500 }, 2)).toBe('?outbound=500');
  });

  it("name every parameter of a channel's links", () => {
    expect(quoteParams('sms')).toEqual(['promotional', 'transactional', 'rcs', 'parts']);
    expect(quoteParams('email')).toEqual(['emails']);
  });
});
