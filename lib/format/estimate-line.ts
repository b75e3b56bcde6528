import { formatMessage, type CompiledMessage } from '@/lib/i18n/format-message';
import type { EstimateLine } from '@/lib/pricing/estimate';
import { formatCount, formatPaise, formatRupees } from './rupees';

/**
 * A line's volume (1,00,000; in parts, as `partsVolume` words it: 2,00,000 (1,00,000 × 2 parts)),
 * its rate at its price list's precision (₹0.17, ₹0.020) and its amount to the paisa
 * (₹17,000.00); no rate or amount where the line's tier is quoted per customer.
 */
export function lineFigures(
  line: EstimateLine,
  partsVolume?: CompiledMessage,
): { volume: string; rate?: string; amount?: string } {
  const volume = formatCount(line.volume);
  return {
    volume:
      line.parts && partsVolume
        ? formatMessage(partsVolume, {
            units: formatCount(line.volume * line.parts),
            volume,
            parts: formatCount(line.parts),
          })
        : volume,
    rate: line.rate === undefined ? undefined : formatRupees(line.rate, line.rateDecimals),
    amount: line.amountPaise === undefined ? undefined : formatPaise(line.amountPaise),
  };
}
