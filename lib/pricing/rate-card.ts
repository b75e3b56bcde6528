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
import type { Price, PricePer } from '@/content/pricing/price';
import { currentPrices } from '@/content/pricing/prices';
import { PRICES_INCLUDE_GST } from '@/content/pricing/tax';
import {
  currency,
  tierNames,
  type RateKey,
  type TieredPriceList,
  type TierId,
} from '@/content/pricing/tiers';
import { getCopy } from '@/lib/i18n/copy';
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

/** A price as the rate card and the pages' schema.org offers state it, on any page. */
export type PriceRow = Pick<RateCardRow, 'item' | 'tier' | 'bandFrom' | 'bandTo' | 'unit' | 'rate'>;
type Row = PriceRow & Pick<RateCardRow, 'channel'>;
type Names<Id extends string> = Record<Id, { name: string }>;

/** What a price is per, as schema.org's unitText and the rate card name it. */
const priceUnit = (per: PricePer | undefined) =>
  per === undefined ? 'project' : typeof per === 'string' ? per : per.unit;

/** A price as the pages state it, as a row's band, unit and rate. */
function pricedAs(price: Price | AddOnPrice): Pick<Row, 'bandFrom' | 'bandTo' | 'unit' | 'rate'> {
  switch (price.kind) {
    case 'onRequest':
    case 'customQuote':
      return { bandFrom: null, bandTo: null, unit: null, rate: 'custom' };
    case 'included':
    case 'includedInTier':
      return { bandFrom: null, bandTo: null, unit: null, rate: 0 };
    case 'monthly':
      return pricedAs({ kind: price.from ? 'from' : 'fixed', amount: price.amount, per: 'month' });
    case 'oneTime': {
      const { amount, orMore } = price;
      return pricedAs({ kind: orMore ? 'plus' : 'fixed', amount, per: { unit: 'one-time' } });
    }
    case 'range':
      return {
        bandFrom: price.min,
        bandTo: price.max,
        unit: priceUnit(price.per),
        rate: price.min,
      };
    default: {
      const bandFrom = price.kind === 'fixed' ? null : price.amount;
      return { bandFrom, bandTo: null, unit: priceUnit(price.per), rate: price.amount };
    }
  }
}

const row = (item: string, price: Price | AddOnPrice, tier?: TierId): PriceRow => ({
  item,
  tier: tier ? tierNames[tier] : null,
  ...pricedAs(price),
});

/** A price list's rows: each tier's rate for each of its keys, in the order the table shows. */
export function tieredRows<K extends RateKey>(list: TieredPriceList<K>): PriceRow[] {
  const rateNames = getCopy('Pricing').copy.rates;
  return list.tiers.flatMap((tier) =>
    list.rateKeys.map((key) => ({
      item: rateNames[key],
      tier: tierNames[tier.id],
      bandFrom: tier.minVolume,
      bandTo: tier.maxVolume ?? null,
      unit: list.unit,
      rate: tier.rates === 'custom' ? 'custom' : tier.rates[key],
    })),
  );
}

/** WhatsApp's categories, each at its final price per conversation. */
export function whatsappRows(list: ReturnType<typeof whatsappPriceList>): PriceRow[] {
  const names = getCopy('WhatsApp').copy.pricing.categories;
  return list.categories.map(({ id, finalPrice }) =>
    row(names[id], { kind: 'fixed', amount: finalPrice, per: { unit: list.unit } }),
  );
}

/** A digital service page's packages, each at its (lowest) price. */
export const packageRows = <P extends string>(
  packages: readonly DigitalPackage<P>[],
  name: (id: P) => string,
) => packages.map((pkg) => row(name(pkg.id), pkg.price));

/** Items a page lists 'On request'. */
const onRequest = (names: readonly string[]) =>
  names.map((name) => row(name, { kind: 'onRequest' }));

/** A channel page's add-ons, each on the tier it is included in or offered from. */
const addOnRows = (names: Readonly<Record<string, { name: string }>>, addOns: readonly AddOn[]) =>
  addOns.map(({ id, price, fromTier }) =>
    row(names[id]!.name, price, price.kind === 'includedInTier' ? price.tier : fromTier),
  );

/** A digital service page's packages, then its add-ons, which it lists 'On request'. */
function digitalPageRows<P extends string, A extends string>(
  copy: { title: string; packages: Names<P>; addOns: { items: Names<A> } },
  bands: { pricing: { items: readonly DigitalPackage<P>[] }; addOns: { items: readonly A[] } },
): [string, PriceRow[]] {
  return [
    copy.title,
    [
      ...packageRows(bands.pricing.items, (id) => copy.packages[id].name),
      ...onRequest(bands.addOns.items.map((id) => copy.addOns.items[id].name)),
    ],
  ];
}

const onPage = ([channel, rows]: [string, PriceRow[]]): Row[] =>
  rows.map((row) => ({ channel, ...row }));

/** The rows a price list file holds: each channel's tiers, then WhatsApp's categories. */
function priceListRows(prices: PriceList) {
  const lists = tieredPriceLists(prices);
  return {
    Sms: [...tieredRows(lists.sms), ...tieredRows(lists.rcs)],
    Voice: tieredRows(lists.voice),
    Email: tieredRows(lists.email),
    WhatsApp: whatsappRows(whatsappPriceList(prices)),
  };
}

/**
 * Every price the site publishes, page by page, made from the data and copy the pages are made
 * from: a channel page's price list, then its add-ons. The communication overview's add-ons are a
 * selection of the channel pages' (the same data under shorter names) and are listed once, on
 * their channel page.
 */
export function rateCardOf(prices: PriceList): RateCardRow[] {
  const communication = getCopy('CommunicationOverview').copy;
  const digital = getCopy('DigitalOverview').copy;
  const listed = priceListRows(prices);
  const dated = (effective_from: string, pages: [string, PriceRow[]][]): RateCardRow[] =>
    pages.flatMap(onPage).map((row) => ({
      ...row,
      currency,
      gstIncluded: PRICES_INCLUDE_GST,
      publishedOn: pricesCheckedOn,
      effective_from,
    }));
  const channelPages = [
    ['Sms', smsPage],
    ['Voice', voicePage],
    ['Email', emailPage],
    ['WhatsApp', whatsappPage],
  ] as const;
  return [
    ...channelPages.flatMap(([namespace, page]) => {
      const { title, addOns } = getCopy(namespace).copy;
      return [
        ...dated(prices.effectiveFrom, [[title, listed[namespace]]]),
        ...dated(pricesCheckedOn, [[title, addOnRows(addOns.items, page.bands.addOns.items)]]),
      ];
    }),
    ...dated(pricesCheckedOn, [
      [
        communication.title,
        communicationEngagementModels.map(({ id, startsFrom }) =>
          row(communication.engagementModels.models[id].planType, startsFrom),
        ),
      ],
      [
        digital.title,
        [
          ...digitalEngagementModels.map(({ id, startsFrom }) =>
            row(digital.engagementModels.models[id].planType, startsFrom),
          ),
          ...onRequest(
            digitalOverview.bands.addOns.items.map((id) => digital.addOns.items[id].name),
          ),
        ],
      ],
      digitalPageRows(getCopy('WebDev').copy, webDevPage.bands),
      digitalPageRows(getCopy('DigitalMarketing').copy, digitalMarketingPage.bands),
      digitalPageRows(getCopy('Design').copy, designPage.bands),
    ]),
  ];
}

/** The rate card's rows: the one source of /rate-card.csv and /rate-card.json. */
export const rateCard: readonly RateCardRow[] = rateCardOf(currentPrices);

/** A rate a price list changed: the item as the rate card names it, its old and new rate. */
type PriceChange = Pick<Row, 'channel' | 'item' | 'tier'> & {
  oldRate: Row['rate'];
  newRate: Row['rate'];
};

/** /rate-card/history.json: every list up to `current`, and what each changed from the one before. */
export function priceHistory(lists: readonly PriceList[], current: PriceList) {
  const inEffect = lists.filter((list) => list.effectiveFrom <= current.effectiveFrom);
  const rowsOf = (prices: PriceList) =>
    Object.entries(priceListRows(prices)).flatMap(([namespace, rows]) =>
      onPage([getCopy(namespace as keyof ReturnType<typeof priceListRows>).copy.title, rows]),
    );
  const key = ({ channel, item, tier }: Row) => `${channel}\0${item}\0${tier ?? ''}`;
  return {
    lists: inEffect.map((list, index) => {
      const previous = inEffect[index - 1];
      const before = new Map(previous ? rowsOf(previous).map((row) => [key(row), row.rate]) : []);
      const changes = rowsOf(list).flatMap((row): PriceChange[] => {
        const oldRate = before.get(key(row));
        const { channel, item, tier, rate: newRate } = row;
        return oldRate !== undefined && oldRate !== newRate
          ? [{ channel, item, tier, oldRate, newRate }]
          : [];
      });
      return { effective_from: list.effectiveFrom, changes };
    }),
  };
}
