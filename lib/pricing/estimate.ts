import {
  estimateChannels,
  type EstimateChannelId,
  type FlatGroup,
  type TieredGroup,
} from '@/content/pricing/estimates';
import { tieredPriceLists, whatsappPriceList } from '@/content/pricing/channel-price-lists';
import { GST_RATE_PERCENT } from '@/content/pricing/tax';
import type { TierId } from '@/content/pricing/tiers';
import type { PriceList } from './price-list-schema';

export type EstimateLine = {
  item: string;
  volume: number;
  /** Parts each message is billed as, where more than one: the line bills volume × parts. */
  parts?: number;
  /** The tier that prices the line, for a tiered price list. */
  tier?: TierId;
  /** Rupees per unit, absent where the tier is quoted per customer. */
  rate?: number;
  rateDecimals: number;
  /** volume × parts × rate, to the paisa; absent where the tier is quoted per customer. */
  amountPaise?: number;
};

export type Estimate = {
  channel: EstimateChannelId;
  /** The effective date of the price list it was priced with. */
  pricesFrom: string;
  /** One line per item with a volume, in the channel's order. */
  lines: EstimateLine[];
  /** The tier of each price list that has volume. */
  tiers: TierId[];
  /** A volume is past the top band: an Enterprise custom quote, so there are no figures. */
  enterprise: boolean;
  /** The sum of the lines, at the published prices, which exclude GST. */
  subtotalPaise?: number;
  /** GST on the subtotal (GST_RATE_PERCENT), to the paisa. */
  gstPaise?: number;
  /** What the customer pays: the subtotal and its GST. */
  totalPaise?: number;
};

export type Volumes = Readonly<Record<string, number | undefined>>;

/** Whether the channel bills its messages per part (SMS): its estimates take `parts`. */
export const billsPerPart = (channel: EstimateChannelId) =>
  estimateChannels[channel].groups.some((group) => 'billedPerPart' in group && group.billedPerPart);

// Rates have at most three decimals: in thousandths of a rupee they are whole numbers, so an
// amount is exact before it is rounded to the paisa.
const paiseFor = (volume: number, rate: number) =>
  Math.round((volume * Math.round(rate * 1000)) / 10);

function tieredLines(
  group: TieredGroup<string>,
  prices: PriceList,
  volumes: Volumes,
  parts: number,
): EstimateLine[] {
  const list = tieredPriceLists(prices)[group.list];
  const volumeOf = (item: string) => volumes[item] ?? 0;
  const items = Object.keys(group.rates).filter((item) => volumeOf(item) > 0);
  const perMessage = group.billedPerPart ? parts : 1;
  const tierVolume = group.tierVolume.reduce((sum, item) => sum + volumeOf(item) * perMessage, 0);
  const tier = list.tiers.find(
    ({ minVolume, maxVolume }) => tierVolume >= minVolume && tierVolume <= (maxVolume ?? Infinity),
  );
  if (!tier) throw new Error(`no tier holds ${tierVolume}`);
  return items.map((item) => {
    const volume = volumeOf(item);
    const line = {
      item,
      volume,
      ...(perMessage > 1 && { parts: perMessage }),
      tier: tier.id,
      rateDecimals: list.rateDecimals,
    };
    const rateKey = group.rates[item];
    const rates: 'custom' | Readonly<Partial<Record<string, number>>> = tier.rates;
    const rate = rates === 'custom' || !rateKey ? undefined : rates[rateKey];
    return rate === undefined
      ? line
      : { ...line, rate, amountPaise: paiseFor(volume * perMessage, rate) };
  });
}

function flatLines(group: FlatGroup<string>, prices: PriceList, volumes: Volumes): EstimateLine[] {
  const { categories, rateDecimals } = whatsappPriceList(prices);
  return Object.entries(group.rates).flatMap(([item, category]) => {
    const volume = volumes[item] ?? 0;
    const rate = categories.find(({ id }) => id === category)?.finalPrice;
    return volume > 0 && rate !== undefined
      ? [{ item, volume, rate, rateDecimals, amountPaise: paiseFor(volume, rate) }]
      : [];
  });
}

/**
 * A monthly estimate, read from a price list (the tables' own, or the one a quote link names): a list's
 * tier is picked by its channel's total volume and every unit is billed at that tier's rate; past
 * the top band it is an Enterprise custom quote and no figure is given. An SMS sent in `parts`
 * parts (1 to MAX_SMS_PARTS) is that many units, for the tier and the bill; RCS has no parts.
 */
export function estimate(
  channel: EstimateChannelId,
  volumes: Volumes,
  { parts = 1, prices }: { parts?: number; prices: PriceList },
): Estimate {
  const { items, groups } = estimateChannels[channel];
  const lines = groups
    .flatMap((group: TieredGroup<string> | FlatGroup<string>) =>
      group.kind === 'tiered'
        ? tieredLines(group, prices, volumes, parts)
        : flatLines(group, prices, volumes),
    )
    .sort((a, b) => items.indexOf(a.item as never) - items.indexOf(b.item as never));
  const tiers = [...new Set(lines.flatMap((line) => (line.tier ? [line.tier] : [])))];
  const enterprise = lines.some((line) => line.tier && line.amountPaise === undefined);
  const estimate = { channel, pricesFrom: prices.effectiveFrom, lines, tiers, enterprise };
  if (enterprise) return estimate;
  const subtotalPaise = lines.reduce((sum, line) => sum + (line.amountPaise ?? 0), 0);
  const gstPaise = Math.round((subtotalPaise * GST_RATE_PERCENT) / 100);
  return { ...estimate, subtotalPaise, gstPaise, totalPaise: subtotalPaise + gstPaise };
}
