import { tieredPriceLists, type WhatsappCategoryId } from '@/content/pricing/channel-price-lists';
import {
  estimateChannels,
  type EstimateChannelId,
  type PricedItems,
} from '@/content/pricing/estimates';
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
  estimateChannels[channel].groups.some((group: PricedItems<string>) => group.billedPerPart);

// Rates have at most three decimals: in thousandths of a rupee they are whole numbers, so an
// amount is exact before it is rounded to the paisa.
const paiseFor = (volume: number, rate: number) =>
  Math.round((volume * Math.round(rate * 1000)) / 10);

/** The lines of one price list's items: those with a volume, at the rate the list gives them. */
function groupLines(
  group: PricedItems<string>,
  prices: PriceList,
  volumes: Volumes,
  parts: number,
): EstimateLine[] {
  const volumeOf = (item: string) => volumes[item] ?? 0;
  const items = group.items.filter((item) => volumeOf(item) > 0);
  const rateKey = (item: string) => group.rateKeys?.[item] ?? item;
  if (group.list === 'whatsapp') {
    const { categories, rateDecimals } = prices.whatsapp;
    return items.map((item) => {
      const volume = volumeOf(item);
      const rate = categories[rateKey(item) as WhatsappCategoryId].finalPrice;
      return { item, volume, rate, rateDecimals, amountPaise: paiseFor(volume, rate) };
    });
  }
  const list = tieredPriceLists(prices)[group.list];
  const perMessage = group.billedPerPart ? parts : 1;
  const tierVolume = (group.tierVolume ?? group.items).reduce(
    (sum, item) => sum + volumeOf(item) * perMessage,
    0,
  );
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
    const rates: 'custom' | Readonly<Partial<Record<string, number>>> = tier.rates;
    const rate = rates === 'custom' ? undefined : rates[rateKey(item)];
    return rate === undefined
      ? line
      : { ...line, rate, amountPaise: paiseFor(volume * perMessage, rate) };
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
  const lines = estimateChannels[channel].groups.flatMap((group: PricedItems<string>) =>
    groupLines(group, prices, volumes, parts),
  );
  const tiers = [...new Set(lines.flatMap((line) => (line.tier ? [line.tier] : [])))];
  const enterprise = lines.some((line) => line.tier && line.amountPaise === undefined);
  const estimate = { channel, pricesFrom: prices.effectiveFrom, lines, tiers, enterprise };
  if (enterprise) return estimate;
  const subtotalPaise = lines.reduce((sum, line) => sum + (line.amountPaise ?? 0), 0);
  const gstPaise = Math.round((subtotalPaise * GST_RATE_PERCENT) / 100);
  return { ...estimate, subtotalPaise, gstPaise, totalPaise: subtotalPaise + gstPaise };
}
