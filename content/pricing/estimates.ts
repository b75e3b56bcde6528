import { paths, type RoutePath } from '@/content/routes';
import type { TieredListId } from './channel-price-lists';
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
 * Items billed by one price list. A tiered list (content/pricing/channel-price-lists.ts) is read at
 * the tier the sum of `tierVolume`'s items picks (all its items where none are named), and every
 * item is billed at that tier's rate for it (docs/contracts.md, quote links); WhatsApp bills each
 * item at its category's price, whatever the volume. An item's rate is the one of its own name,
 * unless `rateKeys` names another.
 */
export type PricedItems<Item extends string> = {
  list: TieredListId | 'whatsapp';
  items: readonly Item[];
  rateKeys?: Partial<Record<Item, RateKey>>;
  tierVolume?: readonly Item[];
  /** Each message is billed once per part it is sent in (SMS), and the parts pick the tier. */
  billedPerPart?: boolean;
};

type EstimateChannel<Item extends string = string> = {
  /** The channel page the estimator sits on; quote pages are canonical to it. */
  path: RoutePath;
  items: readonly Item[];
  groups: readonly PricedItems<Item>[];
};

export const estimateChannels = {
  sms: {
    path: paths.sms,
    items: ['promotional', 'transactional', 'rcs'],
    groups: [
      { list: 'sms', items: ['promotional', 'transactional'], billedPerPart: true },
      { list: 'rcs', items: ['rcs'] },
    ],
  },
  voice: {
    path: paths.voice,
    items: ['outbound', 'inbound', 'recording'],
    // Recording is charged on minutes already counted as calls.
    groups: [
      {
        list: 'voice',
        items: ['outbound', 'inbound', 'recording'],
        tierVolume: ['outbound', 'inbound'],
      },
    ],
  },
  email: {
    path: paths.email,
    items: ['emails'],
    groups: [{ list: 'email', items: ['emails'], rateKeys: { emails: 'perEmail' } }],
  },
  whatsapp: {
    path: paths.whatsapp,
    items: ['utility', 'authentication', 'marketing', 'service'],
    groups: [{ list: 'whatsapp', items: ['utility', 'authentication', 'marketing', 'service'] }],
  },
} as const satisfies Record<string, EstimateChannel>;

export type EstimateChannelId = keyof typeof estimateChannels;

export function isEstimateChannel(value: string): value is EstimateChannelId {
  return Object.hasOwn(estimateChannels, value);
}
