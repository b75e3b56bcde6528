import { locale } from '@/lib/i18n/locale';

const whole = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const fractional = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

/**
 * The one rupee formatter: whole amounts without paise (₹9,999, ₹1,00,000), per-unit rates with
 * two or three decimals as priced (₹0.10, ₹0.025).
 */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : fractional.format(amount);
}

/** Counts such as volume bounds, with Indian digit grouping (2,00,000). */
export function formatCount(value: number): string {
  return count.format(value);
}
