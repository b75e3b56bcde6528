import {
  designPackages,
  digitalEngagementModels,
  digitalMarketingPackages,
  lighthouseScoreTarget,
  webDevelopmentPackages,
} from '@/content/pricing/digital';
import { paths } from '@/content/routes';
import type { ServicePageData } from '@/content/services';

/**
 * The structure of the digital services pages: which items each band lists, in which order,
 * with which icon and link. The words are in the pages' messages under the same ids.
 */
export const digitalOverview = {
  path: paths.digital,
  secondaryHref: '#engagement-models',
  cta: 'development',
  bands: {
    coreServices: {
      kind: 'services',
      columns: 3,
      items: { webDev: 'webDev', marketing: 'digitalMarketing', design: 'design' },
    },
    whoWeWorkWith: { kind: 'industries' },
    engagementModels: { kind: 'engagementModels', items: digitalEngagementModels },
    addOns: { kind: 'addOnsOnRequest', items: ['hosting', 'content', 'analytics', 'messaging'] },
  },
} as const satisfies ServicePageData<'DigitalOverview'>;

export const webDevPage = {
  path: paths.webDev,
  secondaryHref: '#pricing',
  cta: 'development',
  bands: {
    offers: {
      kind: 'features',
      columns: 4,
      items: { businessSites: 'globe', cms: 'document', webApps: 'code', mobile: 'phone' },
    },
    pricing: {
      kind: 'packages',
      items: webDevelopmentPackages,
      note: { score: lighthouseScoreTarget },
    },
    addOns: { kind: 'addOnsOnRequest', items: ['hosting', 'ecommerce', 'messaging', 'content'] },
    whyUs: {
      kind: 'features',
      columns: 4,
      items: { speed: 'bolt', pricing: 'rupee', timelines: 'clock', support: 'headset' },
    },
  },
} as const satisfies ServicePageData<'WebDev'>;

export const digitalMarketingPage = {
  path: paths.digitalMarketing,
  secondaryHref: '#pricing',
  cta: 'development',
  bands: {
    offers: {
      kind: 'features',
      columns: 4,
      items: { seo: 'search', social: 'users', ads: 'target', campaigns: 'mail' },
    },
    pricing: { kind: 'packages', items: digitalMarketingPackages },
    addOns: {
      kind: 'addOnsOnRequest',
      items: ['reporting', 'landingPages', 'content', 'creatives'],
    },
    whyUs: {
      kind: 'features',
      columns: 4,
      items: { measurable: 'chart', channels: 'megaphone', pricing: 'rupee', speed: 'bolt' },
    },
  },
} as const satisfies ServicePageData<'DigitalMarketing'>;

export const designPage = {
  path: paths.design,
  secondaryHref: '#pricing',
  cta: 'development',
  bands: {
    offers: {
      kind: 'features',
      columns: 4,
      items: { branding: 'sparkles', webUi: 'globe', appUx: 'phone', creatives: 'image' },
    },
    pricing: { kind: 'packages', items: designPackages },
    addOns: {
      kind: 'addOnsOnRequest',
      items: ['stationery', 'prototype', 'illustrations', 'packaging'],
    },
    whyUs: {
      kind: 'features',
      columns: 4,
      items: { consistency: 'verified', ready: 'code', speed: 'clock', pricing: 'rupee' },
    },
  },
} as const satisfies ServicePageData<'Design'>;
