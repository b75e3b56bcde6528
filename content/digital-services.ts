import type { IconName } from '@/content/icons';
import type { Messages } from '@/content/messages';
import {
  designPackages,
  digitalMarketingPackages,
  webDevelopmentPackages,
} from '@/content/pricing/digital';
import type { RoutePath } from '@/content/routes';
import { serviceCard } from '@/content/services';

/**
 * The structure of the digital services pages: which items each section lists, in which order,
 * with which icon and link. The words are in the pages' messages under the same ids.
 */
type Item<Id> = { id: Id; icon: IconName };
type Overview = Messages['DigitalOverview'];

export const digitalOverview = {
  coreServices: [
    serviceCard('webDev'),
    serviceCard('digitalMarketing', 'marketing'),
    serviceCard('design'),
  ],
  addOns: ['hosting', 'content', 'analytics', 'messaging'],
} as const satisfies {
  coreServices: (Item<keyof Overview['coreServices']['items']> & { href: RoutePath })[];
  addOns: (keyof Overview['addOns']['items'])[];
};

export type DigitalServiceNamespace = 'WebDev' | 'DigitalMarketing' | 'Design';

type ServicePage<N extends DigitalServiceNamespace> = {
  offers: Item<keyof Messages[N]['offers']['items']>[];
  packages: readonly { id: keyof Messages[N]['packages'] }[];
  addOns: (keyof Messages[N]['addOns']['items'])[];
  whyUs: Item<keyof Messages[N]['whyUs']['items']>[];
};

export const webDevPage = {
  offers: [
    { id: 'businessSites', icon: 'globe' },
    { id: 'cms', icon: 'document' },
    { id: 'webApps', icon: 'code' },
    { id: 'mobile', icon: 'phone' },
  ],
  packages: webDevelopmentPackages,
  addOns: ['hosting', 'ecommerce', 'messaging', 'content'],
  whyUs: [
    { id: 'speed', icon: 'bolt' },
    { id: 'pricing', icon: 'rupee' },
    { id: 'timelines', icon: 'clock' },
    { id: 'support', icon: 'headset' },
  ],
} as const satisfies ServicePage<'WebDev'>;

export const digitalMarketingPage = {
  offers: [
    { id: 'seo', icon: 'search' },
    { id: 'social', icon: 'users' },
    { id: 'ads', icon: 'target' },
    { id: 'campaigns', icon: 'mail' },
  ],
  packages: digitalMarketingPackages,
  addOns: ['reporting', 'landingPages', 'content', 'creatives'],
  whyUs: [
    { id: 'measurable', icon: 'chart' },
    { id: 'channels', icon: 'megaphone' },
    { id: 'pricing', icon: 'rupee' },
    { id: 'speed', icon: 'bolt' },
  ],
} as const satisfies ServicePage<'DigitalMarketing'>;

export const designPage = {
  offers: [
    { id: 'branding', icon: 'sparkles' },
    { id: 'webUi', icon: 'globe' },
    { id: 'appUx', icon: 'phone' },
    { id: 'creatives', icon: 'image' },
  ],
  packages: designPackages,
  addOns: ['stationery', 'prototype', 'illustrations', 'packaging'],
  whyUs: [
    { id: 'consistency', icon: 'verified' },
    { id: 'ready', icon: 'code' },
    { id: 'speed', icon: 'clock' },
    { id: 'pricing', icon: 'rupee' },
  ],
} as const satisfies ServicePage<'Design'>;
