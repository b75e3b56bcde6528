import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees } from './rupees';

describe('formatRupees', () => {
  it('formats per-unit rates with the precision they are priced at', () => {
    expect(formatRupees(0.1)).toBe('₹0.10');
    expect(formatRupees(0.14)).toBe('₹0.14');
    expect(formatRupees(0.025)).toBe('₹0.025');
  });

  it('formats whole amounts without paise and with lakh grouping', () => {
    expect(formatRupees(9999)).toBe('₹9,999');
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(50000)).toBe('50,000');
    expect(formatCount(1000000)).toBe('10,00,000');
  });
});
