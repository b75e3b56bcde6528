import { describe, expect, it } from 'vitest';
import { formatIndianDigits } from './indian-digits';

/** A seeded generator, so a failure names values that can be tried again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const next = random(20_261_126);
// prettier-ignore
const values = [
  0, -0, 0.5, 1.5, 2.5, -2.5, 0.005, 0.015, 0.025, 0.0249, 1.005, 0.1 + 0.2, 999.9995, 999.5,
  9_999, 99_999, 1e5, 123_456.785, 1e7, 12_34_56_789, 2 ** 53, 1.2e20, -1_00_000, -0.001,
  ...Array.from({ length: 3_000 }, () => {
    const magnitude = 10 ** Math.floor(next() * 14 - 4);
    const value = Math.round(next() * magnitude * 1_000) / 1_000;
    return next() < 0.1 ? -value : value;
  }),
  // Amounts to the paisa, as estimates make them.
  ...Array.from({ length: 1_000 }, () => Math.round(next() * 1e11) / 100),
];
const precisions = [
  [0, 0],
  [0, 3],
  [2, 2],
  [2, 3],
  [3, 3],
];

describe('formatIndianDigits', () => {
  it('writes every value as Intl.NumberFormat("en-IN") does, at every precision the site uses', () => {
    const differences: string[] = [];
    for (const [minimumFractionDigits, maximumFractionDigits] of precisions) {
      const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits });
      for (const value of values) {
        const ours = formatIndianDigits(value, { minimumFractionDigits, maximumFractionDigits });
        if (ours !== intl.format(value)) {
          differences.push(
            `${value} [${minimumFractionDigits}, ${maximumFractionDigits}]: ${ours}`,
          );
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('writes rupees as Intl.NumberFormat("en-IN") writes INR, the sign before the ₹', () => {
    for (const value of values) {
      const intl = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(
        formatIndianDigits(value, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          prefix: '₹',
        }),
      ).toBe(intl.format(value));
    }
  });
});
