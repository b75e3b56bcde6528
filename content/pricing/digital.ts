import type { Messages } from '@/content/messages';
import type { Price } from './price';

/**
 * The digital services' packages as data (all amounts in INR): the prices and delivery times on
 * the pages are worded from it, and so are their schema.org offers.
 */
export type DeliveryTime =
  | { kind: 'days'; min: number; max: number; working: boolean }
  | { kind: 'ongoing' }
  | { kind: 'customEstimate' };

/** A package: its price, how long it takes, and the figures its scope text mentions. */
export type DigitalPackage<Id extends string> = {
  id: Id;
  price: Price;
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

/** A package: its id, its price, how long it takes, the figures its scope text mentions. */
const offer = <Id extends string>(
  id: Id,
  price: Price,
  duration: DeliveryTime,
  scope: Record<string, number> = {},
): DigitalPackage<Id> => ({ id, price, duration, scope });

export const webDevelopmentPackages = [
  offer('staticSite', { kind: 'from', amount: 9_999 }, days(4, 7, true), { pages: 5 }),
  offer('businessCms', { kind: 'range', min: 15_000, max: 25_000 }, days(7, 14), {
    minPages: 8,
    maxPages: 15,
  }),
  offer('customWebApp', { kind: 'plus', amount: 30_000 }, { kind: 'customEstimate' }),
] as const satisfies readonly DigitalPackage<PackageId<'WebDev'>>[];

/** Every site we build aims for a Lighthouse score above this. */
export const lighthouseScoreTarget = 90;

export const digitalMarketingPackages = [
  offer('seoSetup', { kind: 'from', amount: 8_999 }, days(7, 10)),
  offer(
    'socialMedia',
    { kind: 'fixed', amount: 6_999, per: 'month' },
    { kind: 'ongoing' },
    { minPosts: 12, maxPosts: 16 },
  ),
  offer('paidAds', { kind: 'fixed', amount: 4_999, per: 'campaign' }, days(3, 5)),
  offer('messagingCampaign', { kind: 'fixed', amount: 2_999, per: 'campaign' }, days(1, 2)),
] as const satisfies readonly DigitalPackage<PackageId<'DigitalMarketing'>>[];

export const designPackages = [
  offer('brandKit', { kind: 'fixed', amount: 5_999 }, days(4, 6)),
  offer('websiteUi', { kind: 'fixed', amount: 7_999 }, days(6, 8), {
    minSections: 5,
    maxSections: 6,
  }),
  offer('appUiUx', { kind: 'fixed', amount: 8_499 }, days(7, 10), { screens: 6 }),
  offer('marketingCreatives', { kind: 'plus', amount: 2_499 }, days(2, 3), { posts: 10 }),
] as const satisfies readonly DigitalPackage<PackageId<'Design'>>[];

type DigitalEngagementModelId = keyof Messages['DigitalOverview']['engagementModels']['models'];

/** The digital services' engagement models: plan type and who it suits (copy), starting price. */
export const digitalEngagementModels = [
  { id: 'oneTime', startsFrom: { kind: 'from', amount: 4_999 } },
  { id: 'retainer', startsFrom: { kind: 'from', amount: 6_999, per: 'month' } },
  { id: 'customBundle', startsFrom: { kind: 'onRequest' } },
] as const satisfies readonly { id: DigitalEngagementModelId; startsFrom: Price }[];
