import { formatIndianDigits } from './indian-digits';

/**
 * The one rupee formatter: whole amounts without paise (₹9,999, ₹1,00,000), per-unit rates with
 * two or three decimals as priced (₹0.10, ₹0.025), or exactly `decimals` of them where a price
 * list prints its rates at one precision (₹0.020) or a total is stated to the paisa (₹17,000.00).
 */
export function formatRupees(amount: number, decimals?: number): string {
  const precision =
    decimals !== undefined
      ? { minimumFractionDigits: decimals, maximumFractionDigits: decimals }
      : Number.isInteger(amount)
        ? { maximumFractionDigits: 0 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 3 };
  return formatIndianDigits(amount, { ...precision, prefix: '₹' });
}

/** An amount in paise, as a line or a total of an estimate states it: ₹17,000.00. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100, 2);
}

/** Counts such as volume bounds, with Indian digit grouping (2,00,000). */
export function formatCount(value: number): string {
  return formatIndianDigits(value, { maximumFractionDigits: 0 });
}
