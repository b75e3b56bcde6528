import { paths, type RoutePath } from '@/content/routes';
import { emailPricing } from './email';
import { rcsPricing, smsPricing } from './sms';
import type { RateKey, TierId, VolumeBand } from './tiers';
import { voicePricing } from './voice';
import { whatsappPricing } from './whatsapp';

/** The day the price lists were last checked against the published prices, stated under every estimate. */
export const pricesCheckedOn = '2026-11-22';

/** Counts an estimate takes: whole numbers from 0 to one billion. */
export const MAX_ESTIMATE_VOLUME = 1_000_000_000;

/** SMS parts per message an estimate takes: whole numbers from 1 to 10. */
export const MAX_SMS_PARTS = 10;

/**
 * Items billed by a tiered price list: the list's tier is picked by the sum of `tierVolume`'s
 * items, and every item is billed at that tier's rate for it (docs/contracts.md, quote links).
 */
export type TieredGroup<Item extends string> = {
  kind: 'tiered';
  /** A TieredPriceList, seen through the rates any of them may have. */
  list: {
    rateDecimals: number;
    tiers: readonly (VolumeBand & {
      id: TierId;
      rates: 'custom' | Readonly<Partial<Record<RateKey, number>>>;
    })[];
  };
  rates: Partial<Record<Item, RateKey>>;
  tierVolume: readonly Item[];
  /** Each message is billed once per part it is sent in (SMS), and the parts pick the tier. */
  billedPerPart?: boolean;
};

/** Items billed at one price whatever the volume (WhatsApp's categories). */
export type FlatGroup<Item extends string> = {
  kind: 'flat';
  rates: Partial<Record<Item, number>>;
  rateDecimals: number;
};

type EstimateChannel<Item extends string = string> = {
  /** The channel page the estimator sits on; quote pages are canonical to it. */
  path: RoutePath;
  items: readonly Item[];
  groups: readonly (TieredGroup<Item> | FlatGroup<Item>)[];
};

export const estimateChannels = {
  sms: {
    path: paths.sms,
    items: ['promotional', 'transactional', 'rcs'],
    groups: [
      {
        kind: 'tiered',
        list: smsPricing,
        rates: { promotional: 'promotional', transactional: 'transactional' },
        tierVolume: ['promotional', 'transactional'],
        billedPerPart: true,
      },
      { kind: 'tiered', list: rcsPricing, rates: { rcs: 'rcs' }, tierVolume: ['rcs'] },
    ],
  },
  voice: {
    path: paths.voice,
    items: ['outbound', 'inbound', 'recording'],
    groups: [
      {
        kind: 'tiered',
        list: voicePricing,
        rates: { outbound: 'outbound', inbound: 'inbound', recording: 'recording' },
        // Recording is charged on minutes already counted as calls.
        tierVolume: ['outbound', 'inbound'],
      },
    ],
  },
  email: {
    path: paths.email,
    items: ['emails'],
    groups: [
      { kind: 'tiered', list: emailPricing, rates: { emails: 'perEmail' }, tierVolume: ['emails'] },
    ],
  },
  whatsapp: {
    path: paths.whatsapp,
    items: ['utility', 'authentication', 'marketing', 'service'],
    groups: [
      {
        kind: 'flat',
        rates: Object.fromEntries(
          whatsappPricing.categories.map((category) => [category.id, category.finalPrice]),
        ),
        rateDecimals: 2,
      },
    ],
  },
} as const satisfies Record<string, EstimateChannel>;

export type EstimateChannelId = keyof typeof estimateChannels;

export function isEstimateChannel(value: string): value is EstimateChannelId {
  return Object.hasOwn(estimateChannels, value);
}
