import type { Messages } from '@/content/messages';

/**
 * Prices of the digital services (spec §9) as structured data: the text on the pages ('from
 * ₹9,999', '₹15,000–₹25,000', '₹30,000+', '₹6,999 per month') derives from it, and so can
 * schema.org offers (all amounts in INR).
 */
export type PricePeriod = 'oneTime' | 'month' | 'campaign';

export type DigitalPrice =
  | { kind: 'from' | 'fixed' | 'plus'; amount: number; period: PricePeriod }
  | { kind: 'range'; min: number; max: number; period: PricePeriod }
  | { kind: 'onRequest' };

export type DeliveryTime =
  | { kind: 'days'; min: number; max: number; working: boolean }
  | { kind: 'ongoing' }
  | { kind: 'customEstimate' };

/** A package: its price, how long it takes, and the figures its scope text mentions. */
export type DigitalPackage<Id extends string> = {
  id: Id;
  price: DigitalPrice;
  duration: DeliveryTime;
  scope: Record<string, number>;
};

type PackageId<Namespace extends 'WebDev' | 'DigitalMarketing' | 'Design'> =
  keyof Messages[Namespace]['packages'];

const days = (min: number, max: number, working = false): DeliveryTime => ({
  kind: 'days',
  min,
  max,
  working,
});

export const webDevelopmentPackages = [
  {
    id: 'staticSite',
    price: { kind: 'from', amount: 9_999, period: 'oneTime' },
    duration: days(4, 7, true),
    scope: { pages: 5 },
  },
  {
    id: 'businessCms',
    price: { kind: 'range', min: 15_000, max: 25_000, period: 'oneTime' },
    duration: days(7, 14),
    scope: { minPages: 8, maxPages: 15 },
  },
  {
    id: 'customWebApp',
    price: { kind: 'plus', amount: 30_000, period: 'oneTime' },
    duration: { kind: 'customEstimate' },
    scope: {},
  },
] as const satisfies readonly DigitalPackage<PackageId<'WebDev'>>[];

/** Every site we build aims for a Lighthouse score above this. */
export const lighthouseScoreTarget = 90;

export const digitalMarketingPackages = [
  {
    id: 'seoSetup',
    price: { kind: 'from', amount: 8_999, period: 'oneTime' },
    duration: days(7, 10),
    scope: {},
  },
  {
    id: 'socialMedia',
    price: { kind: 'fixed', amount: 6_999, period: 'month' },
    duration: { kind: 'ongoing' },
    scope: { minPosts: 12, maxPosts: 16 },
  },
  {
    id: 'paidAds',
    price: { kind: 'fixed', amount: 4_999, period: 'campaign' },
    duration: days(3, 5),
    scope: {},
  },
  {
    id: 'messagingCampaign',
    price: { kind: 'fixed', amount: 2_999, period: 'campaign' },
    duration: days(1, 2),
    scope: {},
  },
] as const satisfies readonly DigitalPackage<PackageId<'DigitalMarketing'>>[];

export const designPackages = [
  {
    id: 'brandKit',
    price: { kind: 'fixed', amount: 5_999, period: 'oneTime' },
    duration: days(4, 6),
    scope: {},
  },
  {
    id: 'websiteUi',
    price: { kind: 'fixed', amount: 7_999, period: 'oneTime' },
    duration: days(6, 8),
    scope: { minSections: 5, maxSections: 6 },
  },
  {
    id: 'appUiUx',
    price: { kind: 'fixed', amount: 8_499, period: 'oneTime' },
    duration: days(7, 10),
    scope: { screens: 6 },
  },
  {
    id: 'marketingCreatives',
    price: { kind: 'plus', amount: 2_499, period: 'oneTime' },
    duration: days(2, 3),
    scope: { posts: 10 },
  },
] as const satisfies readonly DigitalPackage<PackageId<'Design'>>[];

export type DigitalEngagementModelId =
  keyof Messages['DigitalOverview']['engagementModels']['models'];

/** Engagement models of the digital services (spec §3: planType, idealFor, startsFrom; §9). */
export const digitalEngagementModels = [
  { id: 'oneTime', startsFrom: { kind: 'from', amount: 4_999, period: 'oneTime' } },
  { id: 'retainer', startsFrom: { kind: 'from', amount: 6_999, period: 'month' } },
  { id: 'customBundle', startsFrom: { kind: 'onRequest' } },
] as const satisfies readonly { id: DigitalEngagementModelId; startsFrom: DigitalPrice }[];

/** The lowest price of a page's packages: its "from" price. */
export function lowestPackagePrice(packages: readonly DigitalPackage<string>[]): number {
  return Math.min(
    ...packages.flatMap(({ price }) =>
      price.kind === 'onRequest' ? [] : [price.kind === 'range' ? price.min : price.amount],
    ),
  );
}
