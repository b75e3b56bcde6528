import type { IconName } from '@/content/icons';
import { paths, unlisted, type SitePath } from '@/content/routes';
import { services } from '@/content/services';

/**
 * The home page's structure: hero cards, industries, case studies, client logos and the services
 * tabs. Keys name message entries in the Home namespace; names of people and companies, image
 * files, tags and links are data and live here.
 */

export const heroCards = [
  {
    key: 'communication',
    href: paths.communication,
    items: ['smsVoice', 'emailMarketing', 'whatsappBusiness'],
  },
  {
    key: 'digital',
    href: paths.digital,
    items: ['websiteDevelopment', 'customSoftware', 'digitalEngagement'],
  },
] as const satisfies readonly { key: string; href: SitePath; items: readonly string[] }[];

export const industries = [
  { key: 'ecommerce', icon: 'cart' },
  { key: 'banking', icon: 'bank' },
  { key: 'healthcare', icon: 'heart' },
  { key: 'logistics', icon: 'truck' },
  { key: 'education', icon: 'book' },
  { key: 'hospitality', icon: 'bed' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** Each industry shows exactly two bullet points. */
export const industryPoints = ['first', 'second'] as const;

export type TagTone = 'blue' | 'green' | 'indigo' | 'grey';

const tagTones = {
  Website: 'blue',
  Registration: 'blue',
  Messaging: 'blue',
  Payments: 'green',
  Notifications: 'green',
  Integration: 'green',
  Automation: 'indigo',
  Community: 'indigo',
  Engagement: 'indigo',
} as const satisfies Record<string, TagTone>;

type TestimonialTag = keyof typeof tagTones | 'Analytics';

/** The colour of a case study's tag; any tag not listed here is grey. */
export function tagTone(tag: string): TagTone {
  return Object.hasOwn(tagTones, tag) ? tagTones[tag as keyof typeof tagTones] : 'grey';
}

/** A case study: quote, tags and person; the quote, role and title are messages. */
export type CaseStudy = {
  key: 'kiranaMart' | 'nivaranHealth' | 'shikshaLearning';
  tags: readonly TestimonialTag[];
  person: { name: string; image: string; logo: string };
};

export const caseStudies: readonly CaseStudy[] = [
  {
    key: 'kiranaMart',
    tags: ['Website', 'Payments', 'Automation'],
    person: {
      name: 'Ananya Rao',
      image: '/images/home/avatars/ananya-rao.svg',
      logo: '/images/home/logos/kirana-mart.svg',
    },
  },
  {
    key: 'nivaranHealth',
    tags: ['Registration', 'Notifications', 'Engagement'],
    person: {
      name: 'Dr. Vikram Mehta',
      image: '/images/home/avatars/vikram-mehta.svg',
      logo: '/images/home/logos/nivaran-health.svg',
    },
  },
  {
    key: 'shikshaLearning',
    tags: ['Messaging', 'Integration', 'Community', 'Analytics'],
    person: {
      name: 'Farah Siddiqui',
      image: '/images/home/avatars/farah-siddiqui.svg',
      logo: '/images/home/logos/shiksha-learning.svg',
    },
  },
];

/** A client in the logo strip: the logo is a file in public/, never a logo service. */
type ClientLogo = { name: string; logo: string; width: number; height: number };

export const clientLogos: readonly ClientLogo[] = [
  { name: 'Kirana Mart', logo: '/images/home/logos/kirana-mart.svg', width: 200, height: 48 },
  { name: 'Nivaran Health', logo: '/images/home/logos/nivaran-health.svg', width: 200, height: 48 },
  {
    name: 'Shiksha Learning',
    logo: '/images/home/logos/shiksha-learning.svg',
    width: 200,
    height: 48,
  },
  {
    name: 'Trackway Logistics',
    logo: '/images/home/logos/trackway-logistics.svg',
    width: 230,
    height: 48,
  },
  { name: 'Paisa Finserv', logo: '/images/home/logos/paisa-finserv.svg', width: 200, height: 48 },
  { name: 'Stayzen Hotels', logo: '/images/home/logos/stayzen-hotels.svg', width: 200, height: 48 },
];

/**
 * The services tabs: solution categories, Communication Services first and selected by
 * default. The last three digital links are not in the route table and fall back to home.
 */
export const serviceCategories = [
  {
    key: 'communication',
    services: [
      { key: 'whatsapp', href: services.whatsapp.path },
      { key: 'sms', href: services.sms.path },
      { key: 'email', href: services.email.path },
      { key: 'voice', href: services.voice.path },
    ],
  },
  {
    key: 'digital',
    services: [
      { key: 'webDev', href: services.webDev.path },
      { key: 'uiUx', href: unlisted.uiUx },
      { key: 'cloud', href: unlisted.cloud },
      { key: 'digitalMarketing', href: unlisted.digitalMarketing },
    ],
  },
] as const satisfies readonly {
  key: string;
  services: readonly { key: string; href: SitePath }[];
}[];

/** Each service in the tabs lists three features. */
export const serviceFeatures = ['first', 'second', 'third'] as const;
