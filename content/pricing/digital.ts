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

export const webDevelopmentPackages = [
  {
    id: 'staticSite',
    price: { kind: 'from', amount: 9_999 },
    duration: days(4, 7, true),
    scope: { pages: 5 },
  },
  {
    id: 'businessCms',
    price: { kind: 'range', min: 15_000, max: 25_000 },
    duration: days(7, 14),
    scope: { minPages: 8, maxPages: 15 },
  },
  {
    id: 'customWebApp',
    price: { kind: 'plus', amount: 30_000 },
    duration: { kind: 'customEstimate' },
    scope: {},
  },
] as const satisfies readonly DigitalPackage<PackageId<'WebDev'>>[];

/** Every site we build aims for a Lighthouse score above this. */
export const lighthouseScoreTarget = 90;

export const digitalMarketingPackages = [
  { id: 'seoSetup', price: { kind: 'from', amount: 8_999 }, duration: days(7, 10), scope: {} },
  {
    id: 'socialMedia',
    price: { kind: 'fixed', amount: 6_999, per: 'month' },
    duration: { kind: 'ongoing' },
    scope: { minPosts: 12, maxPosts: 16 },
  },
  {
    id: 'paidAds',
    price: { kind: 'fixed', amount: 4_999, per: 'campaign' },
    duration: days(3, 5),
    scope: {},
  },
  {
    id: 'messagingCampaign',
    price: { kind: 'fixed', amount: 2_999, per: 'campaign' },
    duration: days(1, 2),
    scope: {},
  },
] as const satisfies readonly DigitalPackage<PackageId<'DigitalMarketing'>>[];

export const designPackages = [
  { id: 'brandKit', price: { kind: 'fixed', amount: 5_999 }, duration: days(4, 6), scope: {} },
  {
    id: 'websiteUi',
    price: { kind: 'fixed', amount: 7_999 },
    duration: days(6, 8),
    scope: { minSections: 5, maxSections: 6 },
  },
  {
    id: 'appUiUx',
    price: { kind: 'fixed', amount: 8_499 },
    duration: days(7, 10),
    scope: { screens: 6 },
  },
  {
    id: 'marketingCreatives',
    price: { kind: 'plus', amount: 2_499 },
    duration: days(2, 3),
    scope: { posts: 10 },
  },
] as const satisfies readonly DigitalPackage<PackageId<'Design'>>[];

type DigitalEngagementModelId = keyof Messages['DigitalOverview']['engagementModels']['models'];

/** The digital services' engagement models: plan type and who it suits (copy), starting price. */
export const digitalEngagementModels = [
  { id: 'oneTime', startsFrom: { kind: 'from', amount: 4_999 } },
  { id: 'retainer', startsFrom: { kind: 'from', amount: 6_999, per: 'month' } },
  { id: 'customBundle', startsFrom: { kind: 'onRequest' } },
] as const satisfies readonly { id: DigitalEngagementModelId; startsFrom: Price }[];
