import { describe, expect, it } from 'vitest';
import { formatCount, formatPaise, formatRupees } from './rupees';

describe('formatRupees', () => {
  it('formats per-unit rates with the precision they are priced at', () => {
    expect(formatRupees(0.1)).toBe('₹0.10');
    expect(formatRupees(0.14)).toBe('₹0.14');
    expect(formatRupees(0.025)).toBe('₹0.025');
  });

  it('prints exactly the decimals a price list or a total asks for', () => {
    expect(formatRupees(0.02, 3)).toBe('₹0.020');
    expect(formatRupees(0.025, 3)).toBe('₹0.025');
    expect(formatRupees(17000, 2)).toBe('₹17,000.00');
    expect(formatRupees(0.1, 2)).toBe('₹0.10');
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

describe('formatPaise', () => {
  it('states an amount in paise in rupees, to the paisa', () => {
    expect(formatPaise(1_700_000)).toBe('₹17,000.00');
    expect(formatPaise(17)).toBe('₹0.17');
    expect(formatPaise(0)).toBe('₹0.00');
  });
});
