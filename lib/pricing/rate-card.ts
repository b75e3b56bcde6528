import {
  digitalOverview,
  designPage,
  digitalMarketingPage,
  webDevPage,
} from '@/content/digital-services';
import { emailPage, smsPage, voicePage, whatsappPage } from '@/content/communication';
import type { AddOn, AddOnPrice } from '@/content/pricing/add-ons';
import { tieredPriceLists, whatsappPriceList } from '@/content/pricing/channel-price-lists';
import { digitalEngagementModels, type DigitalPackage } from '@/content/pricing/digital';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import { pricesCheckedOn } from '@/content/pricing/estimates';
import type { Price } from '@/content/pricing/price';
import { currentPrices } from '@/content/pricing/prices';
import { PRICES_INCLUDE_GST } from '@/content/pricing/tax';
import { currency, tierNames, type RateKey, type TieredPriceList } from '@/content/pricing/tiers';
import { getCopy } from '@/lib/i18n/copy';
import { priceUnit } from '@/lib/seo/pricing-offers';
import type { PriceList } from './price-list-schema';

/**
 * One price of the rate card. `channel` is the title of the page that shows the price, and
 * `item` and `tier` are the names that page gives it, so the file and the pages say the same.
 *
 * - A tier's rate: `bandFrom`–`bandTo` is the monthly volume the tier covers, in `unit`s
 *   (`bandTo` null: open-ended).
 * - A price stated as a starting figure or a range ('From ₹9,999', '₹30,000+', '₹15,000–₹25,000',
 *   'From ₹1,500 / month'): `rate` is its lowest figure, and `bandFrom`–`bandTo` are its bounds
 *   in rupees (`bandTo` null: no upper bound). A fixed price has no band.
 * - A price quoted per customer (the Enterprise tier, 'Custom quote', 'On request'): `rate` is
 *   'custom', with no figure. An add-on included at no charge: `rate` 0.
 */
export type RateCardRow = {
  channel: string;
  item: string;
  tier: string | null;
  bandFrom: number | null;
  bandTo: number | null;
  /** What the rate is per: 'SMS', 'minute', 'month', 'campaign', 'project', 'one-time'. */
  unit: string | null;
  rate: number | 'custom';
  currency: typeof currency;
  gstIncluded: boolean;
  /** The day the prices were checked against the pages, ISO 8601. */
  publishedOn: string;
  /**
   * The day the price applies from, ISO 8601: its price list's effective date, or for a price
   * kept in TypeScript (add-ons, packages, engagement models), the day it was checked.
   */
  effective_from: string;
};

/** The CSV's header, in column order: a public contract (docs/contracts.md). */
export const rateCardColumns = [
  ['channel', 'channel'],
  ['item', 'item'],
  ['tier', 'tier'],
  ['bandFrom', 'band from'],
  ['bandTo', 'band to'],
  ['unit', 'unit'],
  ['rate', 'rate'],
  ['currency', 'currency'],
  ['gstIncluded', 'GST included'],
  ['publishedOn', 'published on'],
  ['effective_from', 'effective_from'],
] as const satisfies readonly (readonly [keyof RateCardRow, string])[];

type Priced = Pick<RateCardRow, 'bandFrom' | 'bandTo' | 'unit' | 'rate'>;

const noBand = { bandFrom: null, bandTo: null };

/** A price as the pages state it, as a row's band, unit and rate. */
function pricedAs(price: Price): Priced {
  switch (price.kind) {
    case 'onRequest':
    case 'customQuote':
      return { ...noBand, unit: null, rate: 'custom' };
    case 'range':
      return {
        bandFrom: price.min,
        bandTo: price.max,
        unit: priceUnit(price.per),
        rate: price.min,
      };
    case 'fixed':
      return { ...noBand, unit: priceUnit(price.per), rate: price.amount };
    case 'from':
    case 'plus':
      return {
        bandFrom: price.amount,
        bandTo: null,
        unit: priceUnit(price.per),
        rate: price.amount,
      };
  }
}

function addOnPricedAs(price: AddOnPrice): Priced {
  switch (price.kind) {
    case 'monthly':
      return pricedAs({ kind: price.from ? 'from' : 'fixed', amount: price.amount, per: 'month' });
    case 'oneTime':
      return {
        ...pricedAs({ kind: price.orMore ? 'plus' : 'fixed', amount: price.amount }),
        unit: 'one-time',
      };
    case 'included':
    case 'includedInTier':
      return { ...noBand, unit: null, rate: 0 };
  }
}

type Row = Omit<RateCardRow, 'currency' | 'gstIncluded' | 'publishedOn' | 'effective_from'>;

/** A price list's rows: each tier's rate for each of its keys, in the order the table shows. */
function tieredRows<K extends RateKey>(channel: string, list: TieredPriceList<K>): Row[] {
  const rateNames = getCopy('Pricing').copy.rates;
  return list.tiers.flatMap((tier) =>
    list.rateKeys.map((key) => ({
      channel,
      item: rateNames[key],
      tier: tierNames[tier.id],
      bandFrom: tier.minVolume,
      bandTo: tier.maxVolume ?? null,
      unit: list.unit,
      rate: tier.rates === 'custom' ? 'custom' : tier.rates[key],
    })),
  );
}

function addOnRows<A extends AddOn>(
  channel: string,
  addOns: readonly A[],
  names: Record<A['id'], { name: string }>,
): Row[] {
  return addOns.map((addOn) => {
    const tier =
      addOn.price.kind === 'includedInTier' ? addOn.price.tier : (addOn.fromTier ?? undefined);
    return {
      channel,
      item: names[addOn.id as A['id']].name,
      tier: tier ? tierNames[tier] : null,
      ...addOnPricedAs(addOn.price),
    };
  });
}

function priceRows(channel: string, items: readonly { item: string; price: Price }[]): Row[] {
  return items.map(({ item, price }) => ({ channel, item, tier: null, ...pricedAs(price) }));
}

function packageRows<P extends string>(
  channel: string,
  packages: readonly DigitalPackage<P>[],
  names: Record<P, { name: string }>,
): Row[] {
  return priceRows(
    channel,
    packages.map((pkg) => ({ item: names[pkg.id].name, price: pkg.price })),
  );
}

/** A digital service page's packages, then its add-ons, which it lists 'On request'. */
function digitalPageRows<P extends string, A extends string>(
  copy: {
    title: string;
    packages: Record<P, { name: string }>;
    addOns: { items: Record<A, { name: string }> };
  },
  page: { packages: readonly DigitalPackage<P>[]; addOns: readonly A[] },
): Row[] {
  return [
    ...packageRows(copy.title, page.packages, copy.packages),
    ...onRequestRows(
      copy.title,
      page.addOns.map((id) => copy.addOns.items[id].name),
    ),
  ];
}

/** Add-ons a digital page lists 'On request'. */
function onRequestRows(channel: string, names: readonly string[]): Row[] {
  return priceRows(
    channel,
    names.map((item) => ({ item, price: { kind: 'onRequest' } })),
  );
}

/** The rows a price list file holds: each channel's tiers, then WhatsApp's categories. */
function priceListRows(prices: PriceList) {
  const sms = getCopy('Sms').copy;
  const whatsapp = getCopy('WhatsApp').copy;
  const lists = tieredPriceLists(prices);
  const whatsappPrices = whatsappPriceList(prices);
  return {
    sms: [...tieredRows(sms.title, lists.sms), ...tieredRows(sms.title, lists.rcs)],
    voice: tieredRows(getCopy('Voice').copy.title, lists.voice),
    email: tieredRows(getCopy('Email').copy.title, lists.email),
    whatsapp: whatsappPrices.categories.map((category): Row => ({
      channel: whatsapp.title,
      item: whatsapp.pricing.categories[category.id],
      tier: null,
      ...noBand,
      unit: whatsappPrices.unit,
      rate: category.finalPrice,
    })),
  };
}

/**
 * Every price the site publishes, page by page, made from the data and copy the pages are made
 * from. The communication overview's add-ons are a selection of the channel pages' (the same
 * data under shorter names) and are listed once, on their channel page.
 */
export function rateCardOf(prices: PriceList): RateCardRow[] {
  const sms = getCopy('Sms').copy;
  const voice = getCopy('Voice').copy;
  const email = getCopy('Email').copy;
  const whatsapp = getCopy('WhatsApp').copy;
  const communication = getCopy('CommunicationOverview').copy;
  const digital = getCopy('DigitalOverview').copy;
  const listed = priceListRows(prices);
  const fromList = (rows: Row[]) =>
    rows.map((row) => ({ ...row, effective_from: prices.effectiveFrom }));
  const checked = (rows: Row[]) => rows.map((row) => ({ ...row, effective_from: pricesCheckedOn }));

  const rows = [
    ...fromList(listed.sms),
    ...checked(addOnRows(sms.title, smsPage.addOns, sms.addOns.items)),
    ...fromList(listed.voice),
    ...checked(addOnRows(voice.title, voicePage.addOns, voice.addOns.items)),
    ...fromList(listed.email),
    ...checked(addOnRows(email.title, emailPage.addOns, email.addOns.items)),
    ...fromList(listed.whatsapp),
    ...checked([
      ...addOnRows(whatsapp.title, whatsappPage.addOns, whatsapp.addOns.items),
      ...priceRows(
        communication.title,
        communicationEngagementModels.map(({ id, startsFrom }) => ({
          item: communication.engagementModels.models[id].planType,
          price: startsFrom,
        })),
      ),
      ...priceRows(
        digital.title,
        digitalEngagementModels.map(({ id, startsFrom }) => ({
          item: digital.engagementModels.models[id].planType,
          price: startsFrom,
        })),
      ),
      ...onRequestRows(
        digital.title,
        digitalOverview.addOns.map((id) => digital.addOns.items[id].name),
      ),
      ...digitalPageRows(getCopy('WebDev').copy, webDevPage),
      ...digitalPageRows(getCopy('DigitalMarketing').copy, digitalMarketingPage),
      ...digitalPageRows(getCopy('Design').copy, designPage),
    ]),
  ];
  return rows.map(({ effective_from, ...row }) => ({
    ...row,
    currency,
    gstIncluded: PRICES_INCLUDE_GST,
    publishedOn: pricesCheckedOn,
    effective_from,
  }));
}

/** The rate card's rows: the one source of /rate-card.csv and /rate-card.json. */
export const rateCard: readonly RateCardRow[] = rateCardOf(currentPrices);

/** A rate a price list changed: the item as the rate card names it, its old and new rate. */
export type PriceChangeEntry = Pick<RateCardRow, 'channel' | 'item' | 'tier'> & {
  oldRate: RateCardRow['rate'];
  newRate: RateCardRow['rate'];
};

/** Each price list in effect up to today, oldest first, with the rates it changed. */
export type PriceHistory = { lists: { effective_from: string; changes: PriceChangeEntry[] }[] };

const rowKey = ({ channel, item, tier }: Row) => `${channel}\0${item}\0${tier ?? ''}`;

/** /rate-card/history.json: every list up to `current`, and what each changed from the one before. */
export function priceHistory(lists: readonly PriceList[], current: PriceList): PriceHistory {
  const inEffect = lists.filter((list) => list.effectiveFrom <= current.effectiveFrom);
  const flat = (prices: PriceList) => Object.values(priceListRows(prices)).flat();
  return {
    lists: inEffect.map((list, index) => {
      const previous = inEffect[index - 1];
      const before = new Map(previous ? flat(previous).map((row) => [rowKey(row), row]) : []);
      const changes = previous
        ? flat(list).flatMap((row): PriceChangeEntry[] => {
            const old = before.get(rowKey(row));
            return old && old.rate !== row.rate
              ? [
                  {
                    channel: row.channel,
                    item: row.item,
                    tier: row.tier,
                    oldRate: old.rate,
                    newRate: row.rate,
                  },
                ]
              : [];
          })
        : [];
      return { effective_from: list.effectiveFrom, changes };
    }),
  };
}
