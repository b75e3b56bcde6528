import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import { paths } from '@/content/routes';
import type { ServicePageData } from '@/content/services';
import { site } from '@/content/site';
import {
  emailAddOns,
  smsAddOns,
  voiceAddOns,
  whatsappAddOns,
  type AddOn,
} from '@/content/pricing/add-ons';

/**
 * The structure of the communication pages: which items each band lists, in which order, with
 * which icon and link. The words are in the pages' messages under the same ids.
 */
export const communicationOverview = {
  path: paths.communication,
  bands: {
    whyChoose: {
      kind: 'features',
      columns: 4,
      items: { uptime: 'chart', security: 'shield', support: 'headset', onePlatform: 'code' },
    },
    coreServices: {
      kind: 'services',
      items: { sms: 'sms', voice: 'voice', email: 'email', whatsapp: 'whatsapp' },
    },
    whoWeWorkWith: { kind: 'industries' },
    engagementModels: { kind: 'engagementModels', items: communicationEngagementModels },
    setsUsApart: {
      kind: 'features',
      columns: 4,
      items: { pricing: 'rupee', compliance: 'verified', experts: 'users', analytics: 'target' },
    },
    /** A selection of the channel pages' add-ons, with their prices from the same data. */
    addOns: {
      kind: 'addOns',
      items: [
        pick(smsAddOns, 'chatbot'),
        pick(voiceAddOns, 'voiceBot'),
        pick(voiceAddOns, 'tollFreeNumber'),
        pick(emailAddOns, 'dedicatedIp'),
        pick(emailAddOns, 'ipWarmup'),
        pick(smsAddOns, 'crmErpIntegration'),
      ],
    },
  },
} as const satisfies Pick<ServicePageData<'CommunicationOverview'>, 'path' | 'bands'>;

function pick<Id extends AddOn['id']>(addOns: readonly AddOn[], id: Id): AddOn & { id: Id } {
  const addOn = addOns.find((candidate) => candidate.id === id);
  if (!addOn) throw new Error(`No add-on ${id}`);
  return addOn as AddOn & { id: Id };
}

export const smsPage = {
  path: paths.sms,
  secondaryHref: site.phoneHref,
  cta: 'communication',
  bands: {
    useCases: {
      kind: 'useCases',
      items: { otp: 'lock', alerts: 'bell', promotions: 'megaphone', reminders: 'calendar' },
    },
    features: {
      kind: 'features',
      items: {
        dlt: 'verified',
        routes: 'bolt',
        reports: 'chart',
        api: 'code',
        rcs: 'image',
        unicode: 'globe',
      },
    },
    pricing: { kind: 'pricing' },
    addOns: { kind: 'addOns', items: smsAddOns },
  },
} as const satisfies ServicePageData<'Sms'>;

export const voicePage = {
  path: paths.voice,
  secondaryHref: site.phoneHref,
  cta: 'communication',
  bands: {
    useCases: {
      kind: 'useCases',
      items: { ivr: 'settings', voiceOtp: 'lock', contactCentre: 'headset', surveys: 'calendar' },
    },
    features: {
      kind: 'features',
      items: {
        ivrBuilder: 'settings',
        recording: 'microphone',
        numberMasking: 'shield',
        analytics: 'chart',
        clickToCall: 'phone',
        quality: 'bolt',
      },
    },
    howItWorks: { kind: 'steps', items: ['connect', 'build', 'launch'] },
    pricing: { kind: 'pricing' },
    addOns: { kind: 'addOns', items: voiceAddOns },
  },
} as const satisfies ServicePageData<'Voice'>;

export const emailPage = {
  path: paths.email,
  secondaryHref: site.phoneHref,
  cta: 'communication',
  bands: {
    useCases: {
      kind: 'useCases',
      items: {
        transactional: 'document',
        marketing: 'megaphone',
        notifications: 'bell',
        newsletters: 'mail',
      },
    },
    features: {
      kind: 'features',
      items: {
        api: 'code',
        deliverability: 'shield',
        analytics: 'chart',
        templates: 'document',
        dedicatedIp: 'server',
        suppression: 'settings',
      },
    },
    howItWorks: { kind: 'steps', items: ['verify', 'integrate', 'send'] },
    pricing: { kind: 'pricing' },
    addOns: { kind: 'addOns', items: emailAddOns },
  },
} as const satisfies ServicePageData<'Email'>;

export const whatsappPage = {
  path: paths.whatsapp,
  secondaryHref: site.phoneHref,
  cta: 'communication',
  bands: {
    whyWhatsapp: {
      kind: 'features',
      columns: 4,
      items: { reach: 'users', engagement: 'chat', trust: 'verified', twoWay: 'arrowRight' },
    },
    useCases: {
      kind: 'useCases',
      items: { ecommerce: 'cart', fintech: 'bank', healthcare: 'heart', support: 'headset' },
    },
    features: {
      kind: 'features',
      items: {
        templates: 'document',
        chatbot: 'robot',
        verifiedProfile: 'verified',
        richMedia: 'image',
        broadcast: 'megaphone',
        inbox: 'users',
      },
    },
    pricing: { kind: 'pricing' },
    addOns: { kind: 'addOns', items: whatsappAddOns },
    howItWorks: { kind: 'steps', items: ['register', 'templates', 'launch'] },
  },
} as const satisfies ServicePageData<'WhatsApp'>;
