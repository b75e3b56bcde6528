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

const logo = (file: string) => `/images/home/logos/${file}.svg`;

/** A case study's person: their avatar and their company's logo, files in public/. */
const person = (name: string, avatar: string, company: string) => ({
  name,
  image: `/images/home/avatars/${avatar}.svg`,
  logo: logo(company),
});

export const caseStudies: readonly CaseStudy[] = [
  {
    key: 'kiranaMart',
    tags: ['Website', 'Payments', 'Automation'],
    person: person('Ananya Rao', 'ananya-rao', 'kirana-mart'),
  },
  {
    key: 'nivaranHealth',
    tags: ['Registration', 'Notifications', 'Engagement'],
    person: person('Dr. Vikram Mehta', 'vikram-mehta', 'nivaran-health'),
  },
  {
    key: 'shikshaLearning',
    tags: ['Messaging', 'Integration', 'Community', 'Analytics'],
    person: person('Farah Siddiqui', 'farah-siddiqui', 'shiksha-learning'),
  },
];

/** A client in the logo strip: the logo is a file in public/, never a logo service. */
const client = (name: string, file: string, width = 200) => ({
  name,
  logo: logo(file),
  width,
  height: 48,
});

export const clientLogos = [
  client('Kirana Mart', 'kirana-mart'),
  client('Nivaran Health', 'nivaran-health'),
  client('Shiksha Learning', 'shiksha-learning'),
  client('Trackway Logistics', 'trackway-logistics', 230),
  client('Paisa Finserv', 'paisa-finserv'),
  client('Stayzen Hotels', 'stayzen-hotels'),
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
