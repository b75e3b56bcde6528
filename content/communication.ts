import type { IconName } from '@/content/icons';
import type { Messages } from '@/content/messages';
import type { RoutePath } from '@/content/routes';
import { serviceCard } from '@/content/services';
import {
  emailAddOns,
  smsAddOns,
  voiceAddOns,
  whatsappAddOns,
  type AddOn,
} from '@/content/pricing/add-ons';

/**
 * The structure of the communication pages: which items each section lists, in which order, with
 * which icon and link. The words are in the pages' messages under the same ids.
 */
type Item<Id> = { id: Id; icon: IconName };
type Overview = Messages['CommunicationOverview'];
type ItemIds<Copy> = Copy extends { items: infer Items } ? keyof Items : never;
type StepIds<Copy> = Copy extends { howItWorks: { steps: infer Steps } } ? keyof Steps : never;

/** A channel page's structure, its ids typed against the page's messages. */
type ChannelPageData<N extends 'Sms' | 'Voice' | 'Email' | 'WhatsApp'> = {
  useCases: readonly Item<ItemIds<Messages[N]['useCases']>>[];
  features: readonly Item<ItemIds<Messages[N]['features']>>[];
  howItWorks?: readonly StepIds<Messages[N]>[];
  addOns: readonly (AddOn & { id: ItemIds<Messages[N]['addOns']> })[];
};

export const communicationOverview = {
  whyChoose: [
    { id: 'uptime', icon: 'chart' },
    { id: 'security', icon: 'shield' },
    { id: 'support', icon: 'headset' },
    { id: 'onePlatform', icon: 'code' },
  ],
  coreServices: [
    serviceCard('sms'),
    serviceCard('voice'),
    serviceCard('email'),
    serviceCard('whatsapp'),
  ],
  apart: [
    { id: 'pricing', icon: 'rupee' },
    { id: 'compliance', icon: 'verified' },
    { id: 'experts', icon: 'users' },
    { id: 'analytics', icon: 'target' },
  ],
  /** A selection of the channel pages' add-ons, with their prices from the same data. */
  addOns: [
    pick(smsAddOns, 'chatbot'),
    pick(voiceAddOns, 'voiceBot'),
    pick(voiceAddOns, 'tollFreeNumber'),
    pick(emailAddOns, 'dedicatedIp'),
    pick(emailAddOns, 'ipWarmup'),
    pick(smsAddOns, 'crmErpIntegration'),
  ],
} as const satisfies {
  whyChoose: Item<ItemIds<Overview['whyChoose']>>[];
  coreServices: (Item<ItemIds<Overview['coreServices']>> & { href: RoutePath })[];
  apart: Item<ItemIds<Overview['apart']>>[];
  addOns: readonly (AddOn & { id: ItemIds<Overview['addOns']> })[];
};

function pick<Id extends AddOn['id']>(addOns: readonly AddOn[], id: Id): AddOn & { id: Id } {
  const addOn = addOns.find((candidate) => candidate.id === id);
  if (!addOn) throw new Error(`No add-on ${id}`);
  return addOn as AddOn & { id: Id };
}

export const smsPage = {
  useCases: [
    { id: 'otp', icon: 'lock' },
    { id: 'alerts', icon: 'bell' },
    { id: 'promotions', icon: 'megaphone' },
    { id: 'reminders', icon: 'calendar' },
  ],
  features: [
    { id: 'dlt', icon: 'verified' },
    { id: 'routes', icon: 'bolt' },
    { id: 'reports', icon: 'chart' },
    { id: 'api', icon: 'code' },
    { id: 'rcs', icon: 'image' },
    { id: 'unicode', icon: 'globe' },
  ],
  addOns: smsAddOns,
} as const satisfies ChannelPageData<'Sms'>;

export const voicePage = {
  useCases: [
    { id: 'ivr', icon: 'settings' },
    { id: 'voiceOtp', icon: 'lock' },
    { id: 'contactCentre', icon: 'headset' },
    { id: 'surveys', icon: 'calendar' },
  ],
  features: [
    { id: 'ivrBuilder', icon: 'settings' },
    { id: 'recording', icon: 'microphone' },
    { id: 'numberMasking', icon: 'shield' },
    { id: 'analytics', icon: 'chart' },
    { id: 'clickToCall', icon: 'phone' },
    { id: 'quality', icon: 'bolt' },
  ],
  howItWorks: ['connect', 'build', 'launch'],
  addOns: voiceAddOns,
} as const satisfies ChannelPageData<'Voice'>;

export const emailPage = {
  useCases: [
    { id: 'transactional', icon: 'document' },
    { id: 'marketing', icon: 'megaphone' },
    { id: 'notifications', icon: 'bell' },
    { id: 'newsletters', icon: 'mail' },
  ],
  features: [
    { id: 'api', icon: 'code' },
    { id: 'deliverability', icon: 'shield' },
    { id: 'analytics', icon: 'chart' },
    { id: 'templates', icon: 'document' },
    { id: 'dedicatedIp', icon: 'server' },
    { id: 'suppression', icon: 'settings' },
  ],
  howItWorks: ['verify', 'integrate', 'send'],
  addOns: emailAddOns,
} as const satisfies ChannelPageData<'Email'>;

export const whatsappPage = {
  why: [
    { id: 'reach', icon: 'users' },
    { id: 'engagement', icon: 'chat' },
    { id: 'trust', icon: 'verified' },
    { id: 'twoWay', icon: 'arrowRight' },
  ],
  useCases: [
    { id: 'ecommerce', icon: 'cart' },
    { id: 'fintech', icon: 'bank' },
    { id: 'healthcare', icon: 'heart' },
    { id: 'support', icon: 'headset' },
  ],
  features: [
    { id: 'templates', icon: 'document' },
    { id: 'chatbot', icon: 'robot' },
    { id: 'verifiedProfile', icon: 'verified' },
    { id: 'richMedia', icon: 'image' },
    { id: 'broadcast', icon: 'megaphone' },
    { id: 'inbox', icon: 'users' },
  ],
  howItWorks: ['register', 'templates', 'launch'],
  addOns: whatsappAddOns,
} as const satisfies ChannelPageData<'WhatsApp'> & {
  why: readonly Item<ItemIds<Messages['WhatsApp']['why']>>[];
};
