import { locale } from '@/lib/i18n/locale';

// Built on first use, not at import: a browser's first Intl.NumberFormat loads the locale's data,
// up to 100 ms of a throttled phone's main thread, and a page whose estimator is empty formats nothing.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const countOptions: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * Builds the count format ahead of its first use, which also loads the locale's data for every
 * other: a page calls it in idle time once a widget that formats figures comes into view
 * (components/ui/use-idle-when-near.ts), so the visitor's first keystroke does not pay for it.
 */
export function prepareNumberFormats(): void {
  numberFormat(countOptions);
}

const rupees = (options: Intl.NumberFormatOptions) =>
  numberFormat({ style: 'currency', currency: 'INR', ...options });

/**
 * The one rupee formatter: whole amounts without paise (₹9,999, ₹1,00,000), per-unit rates with
 * two or three decimals as priced (₹0.10, ₹0.025), or exactly `decimals` of them where a price
 * list prints its rates at one precision (₹0.020) or a total is stated to the paisa (₹17,000.00).
 */
export function formatRupees(amount: number, decimals?: number): string {
  if (decimals !== undefined) {
    return rupees({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
      amount,
    );
  }
  return Number.isInteger(amount)
    ? rupees({ maximumFractionDigits: 0 }).format(amount)
    : rupees({ minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(amount);
}

/** An amount in paise, as a line or a total of an estimate states it: ₹17,000.00. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100, 2);
}

/** Counts such as volume bounds, with Indian digit grouping (2,00,000). */
export function formatCount(value: number): string {
  return numberFormat(countOptions).format(value);
}
