import { estimateChannels, type EstimateChannelId } from '@/content/pricing/estimates';
import { tierNames } from '@/content/pricing/tiers';
import { formatCount, formatPaise, formatRupees } from '@/lib/format/rupees';
import { formatMessage, type CompiledMessage } from '@/lib/i18n/format-message';
import type { Estimate, EstimateLine } from './estimate';

/** Whether the channel is priced by tiers (WhatsApp is not, so its breakdown has no tier). */
export const hasTiers = (channel: EstimateChannelId) =>
  estimateChannels[channel].groups.some((group) => group.list !== 'whatsapp');

/**
 * A line's volume (1,00,000; in parts, as `partsVolume` words it: 2,00,000 (1,00,000 × 2 parts)),
 * its rate at its price list's precision (₹0.17, ₹0.020) and its amount to the paisa
 * (₹17,000.00); no rate or amount where the line's tier is quoted per customer.
 */
export function lineFigures(
  { volume, parts, rate, rateDecimals, amountPaise }: EstimateLine,
  partsVolume?: CompiledMessage,
) {
  const count = formatCount(volume);
  return {
    volume:
      parts && partsVolume
        ? formatMessage(partsVolume, {
            units: formatCount(volume * parts),
            volume: count,
            parts: formatCount(parts),
          })
        : count,
    rate: rate === undefined ? undefined : formatRupees(rate, rateDecimals),
    amount: amountPaise === undefined ? undefined : formatPaise(amountPaise),
  };
}

/** What a breakdown needs to name things for one channel (lib/pricing/quote-text.ts makes it). */
export type EstimateTableCopy = {
  columns: Readonly<Record<'item' | 'volume' | 'tier' | 'rate' | 'amount', string>>;
  customQuote: string;
  items: Readonly<Record<string, string>>;
  partsVolume?: CompiledMessage;
};

/**
 * The breakdown's columns, as components/pricing's PricingTable takes them: item, volume, tier
 * where the channel has tiers, rate and amount.
 */
export function estimateColumns(channel: EstimateChannelId, { columns }: EstimateTableCopy) {
  return [
    { key: 'item', header: columns.item },
    { key: 'volume', header: columns.volume, numeric: true },
    ...(hasTiers(channel) ? [{ key: 'tier', header: columns.tier }] : []),
    { key: 'rate', header: columns.rate, numeric: true },
    { key: 'amount', header: columns.amount, numeric: true },
  ];
}

/** One row an item with volume, its cells in column order; a tier quoted per customer shows 'Custom quote'. */
export function estimateRows({ channel, lines }: Estimate, copy: EstimateTableCopy) {
  return lines.map((line) => {
    const { volume, rate, amount } = lineFigures(line, copy.partsVolume);
    return {
      key: line.item,
      label: copy.items[line.item] ?? line.item,
      cells: [
        volume,
        ...(hasTiers(channel) ? [line.tier ? tierNames[line.tier] : ''] : []),
        rate ?? copy.customQuote,
        amount ?? copy.customQuote,
      ],
    };
  });
}
