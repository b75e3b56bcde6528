import { describe, expect, it } from 'vitest';
import { formatCount, formatPaise, formatRupees } from './rupees';

describe('the rupee formatter', () => {
  it('writes rates as priced, exact decimals where asked, whole amounts without paise', () => {
    expect([
      formatRupees(0.1),
      formatRupees(0.025),
      formatRupees(0.02, 3),
      formatRupees(17000, 2),
      formatRupees(9999),
      formatRupees(100000),
      formatPaise(17),
      formatPaise(0),
      formatCount(1000000),
    ]).toEqual([
      '₹0.10',
      '₹0.025',
      '₹0.020',
      '₹17,000.00',
      '₹9,999',
      '₹1,00,000',
      '₹0.17',
      '₹0.00',
      '10,00,000',
    ]);
  });
});
