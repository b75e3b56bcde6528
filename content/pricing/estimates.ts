import { paths, type RoutePath } from '@/content/routes';
import type { TieredListId, WhatsappCategoryId } from './channel-price-lists';
import type { RateKey } from './tiers';

/**
 * The day the prices were last checked against the published prices: the first price list's
 * effective date, and the date of the prices kept in TypeScript (add-ons, digital packages).
 */
export const pricesCheckedOn = '2026-11-22';

/**
 * Days a quote holds from the day it is made or opened, unless the next price list takes effect
 * sooner (docs/contracts.md, "Valid until").
 */
export const QUOTE_VALIDITY_DAYS = 30;

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
  /** The price list of a price list file that bills them (content/pricing/channel-price-lists.ts). */
  list: TieredListId;
  rates: Partial<Record<Item, RateKey>>;
  tierVolume: readonly Item[];
  /** Each message is billed once per part it is sent in (SMS), and the parts pick the tier. */
  billedPerPart?: boolean;
};

/** Items billed at one price whatever the volume: WhatsApp's categories, by their id. */
export type FlatGroup<Item extends string> = {
  kind: 'flat';
  rates: Partial<Record<Item, WhatsappCategoryId>>;
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
        list: 'sms',
        rates: { promotional: 'promotional', transactional: 'transactional' },
        tierVolume: ['promotional', 'transactional'],
        billedPerPart: true,
      },
      { kind: 'tiered', list: 'rcs', rates: { rcs: 'rcs' }, tierVolume: ['rcs'] },
    ],
  },
  voice: {
    path: paths.voice,
    items: ['outbound', 'inbound', 'recording'],
    groups: [
      {
        kind: 'tiered',
        list: 'voice',
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
      { kind: 'tiered', list: 'email', rates: { emails: 'perEmail' }, tierVolume: ['emails'] },
    ],
  },
  whatsapp: {
    path: paths.whatsapp,
    items: ['utility', 'authentication', 'marketing', 'service'],
    groups: [
      {
        kind: 'flat',
        rates: {
          utility: 'utility',
          authentication: 'authentication',
          marketing: 'marketing',
          service: 'service',
        },
      },
    ],
  },
} as const satisfies Record<string, EstimateChannel>;

export type EstimateChannelId = keyof typeof estimateChannels;

export function isEstimateChannel(value: string): value is EstimateChannelId {
  return Object.hasOwn(estimateChannels, value);
}
