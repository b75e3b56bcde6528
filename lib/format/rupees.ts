import { locale } from '@/lib/i18n/locale';

const whole = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withDecimals = new Map<number, Intl.NumberFormat>();
function fixed(decimals: number): Intl.NumberFormat {
  let format = withDecimals.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    withDecimals.set(decimals, format);
  }
  return format;
}
const fractional = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

/**
 * The one rupee formatter: whole amounts without paise (₹9,999, ₹1,00,000), per-unit rates with
 * two or three decimals as priced (₹0.10, ₹0.025), or exactly `decimals` of them where a price
 * list prints its rates at one precision (₹0.020) or a total is stated to the paisa (₹17,000.00).
 */
export function formatRupees(amount: number, decimals?: number): string {
  if (decimals !== undefined) return fixed(decimals).format(amount);
  return Number.isInteger(amount) ? whole.format(amount) : fractional.format(amount);
}

/** An amount in paise, as a line or a total of an estimate states it: ₹17,000.00. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100, 2);
}

/** Counts such as volume bounds, with Indian digit grouping (2,00,000). */
export function formatCount(value: number): string {
  return count.format(value);
}
