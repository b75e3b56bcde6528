import { estimateChannels, type EstimateChannelId } from '@/content/pricing/estimates';
import { tierNames } from '@/content/pricing/tiers';
import { lineFigures } from '@/lib/format/estimate-line';
import type { Estimate } from './estimate';
import type { EstimateTableCopy } from './quote-text';

/** A breakdown's column, as components/pricing's PricingTable takes it. */
export type EstimateColumn = { key: string; header: string; numeric?: boolean };
/** A breakdown's row: the item, then its cells in column order. */
export type EstimateRow = { key: string; label: string; cells: string[] };

/** Whether the channel is priced by tiers (WhatsApp is not, so its breakdown has no tier). */
export const hasTiers = (channel: EstimateChannelId) =>
  estimateChannels[channel].groups.some((group) => group.kind === 'tiered');

/** The breakdown's columns: item, volume, tier where the channel has tiers, rate and amount. */
export function estimateColumns(channel: EstimateChannelId, copy: EstimateTableCopy) {
  const { columns } = copy;
  return [
    { key: 'item', header: columns.item },
    { key: 'volume', header: columns.volume, numeric: true },
    ...(hasTiers(channel) ? [{ key: 'tier', header: columns.tier }] : []),
    { key: 'rate', header: columns.rate, numeric: true },
    { key: 'amount', header: columns.amount, numeric: true },
  ] satisfies EstimateColumn[];
}

/** One row an item with volume; a tier quoted per customer shows 'Custom quote'. */
export function estimateRows({ channel, lines }: Estimate, copy: EstimateTableCopy): EstimateRow[] {
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
