import type { EstimateLine } from '@/lib/pricing/estimate';
import { formatPaise, formatRupees } from './rupees';

/**
 * A line's rate at its price list's precision (₹0.17, ₹0.020) and its amount to the paisa
 * (₹17,000.00); neither where the line's tier is quoted per customer.
 */
export function lineFigures(line: EstimateLine): { rate?: string; amount?: string } {
  return {
    rate: line.rate === undefined ? undefined : formatRupees(line.rate, line.rateDecimals),
    amount: line.amountPaise === undefined ? undefined : formatPaise(line.amountPaise),
  };
}
