import type { PricingColumn, PricingRow } from '@/components/pricing/pricing-table';
import type { Messages } from '@/content/messages';
import { estimateChannels, type EstimateChannelId } from '@/content/pricing/estimates';
import { tierNames } from '@/content/pricing/tiers';
import { formatCount, formatRupees } from '@/lib/format/rupees';
import type { Estimate, EstimateLine } from '@/lib/pricing/estimate';

/** What the breakdown needs to name things: the channel's items, the columns, 'Custom quote'. */
export type EstimateTableCopy = Pick<Messages['Estimator'], 'columns' | 'customQuote'> & {
  items: Readonly<Record<string, string>>;
};

/** A line's rate at its price list's precision: ₹0.17, ₹0.020. */
export const lineRate = (line: EstimateLine) =>
  line.rate === undefined ? undefined : formatRupees(line.rate, line.rateDecimals);

/** A line's amount, or the total, to the paisa: ₹17,000.00. */
export const paiseAmount = (paise: number | undefined) =>
  paise === undefined ? undefined : formatRupees(paise / 100, 2);

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
  ] satisfies PricingColumn[];
}

/** One row an item with volume; a tier quoted per customer shows 'Custom quote'. */
export function estimateRows({ channel, lines }: Estimate, copy: EstimateTableCopy): PricingRow[] {
  return lines.map((line) => ({
    key: line.item,
    label: copy.items[line.item],
    cells: [
      formatCount(line.volume),
      ...(hasTiers(channel) ? [line.tier ? tierNames[line.tier] : ''] : []),
      lineRate(line) ?? copy.customQuote,
      paiseAmount(line.amountPaise) ?? copy.customQuote,
    ],
  }));
}
