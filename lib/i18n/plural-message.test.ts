import { describe, expect, it } from 'vitest';
import { pluralMessages } from './plural-message';

describe('plural messages in the browser', () => {
  it('choose the plural form and write the count the Indian way', () => {
    const pluralMessage = pluralMessages('en-IN');
    const parts = { one: '{count} part', other: '{count} parts' };
    expect(pluralMessage(parts, 1)).toBe('1 part');
    expect(pluralMessage(parts, 0)).toBe('0 parts');
    expect(pluralMessage(parts, 2)).toBe('2 parts');
    expect(pluralMessage(parts, 100_000)).toBe('1,00,000 parts');
  });
});
