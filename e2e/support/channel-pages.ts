// The expected content of the four channel pages and the overview, for e2e/communication.spec.ts.
// Headings and captions are the pages' messages; every figure, row and priced sentence is written
// out, so that a wrong price list or a wrong wording fails here even where a table follows it.
import { messages } from '@/content/messages';
import { site } from '@/content/site';

const { Sms: sms, Voice: voice, Email: email, WhatsApp: whatsapp } = messages;
const overview = messages.CommunicationOverview;

export type ExpectedTable = { caption: string; rows: { header: string; cells: string[] }[] };

/** Rows written one a line, cells apart by ' | ': the row's header, then its cells in order. */
function rows(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split(' | ').map((cell) => cell.trim()));
}

function table(caption: string, text: string): ExpectedTable {
  return { caption, rows: rows(text).map(([header, ...cells]) => ({ header: header!, cells })) };
}

/** Add-ons written one a line: name | price. */
function addOns(text: string): { name: string; price: string }[] {
  return rows(text).map(([name, price]) => ({ name: name!, price: price! }));
}

type ChannelPage = {
  path: string;
  title: string;
  hero: { primary: string; secondary: string; secondaryHref: string };
  headings: string[];
  tables: ExpectedTable[];
  notes: string[];
  addOns: { name: string; price: string }[];
  /** Further figures and phrases the page must state. */
  literals: string[];
};

export const channelPages: ChannelPage[] = [
  {
    path: '/services',
    title: overview.title,
    hero: {
      primary: overview.hero.primary,
      secondary: overview.hero.secondary,
      secondaryHref: site.phoneHref,
    },
    headings: [
      overview.whyChoose.title,
      overview.coreServices.title,
      overview.whoWeWorkWith.title,
      overview.engagementModels.title,
      overview.apart.title,
      overview.addOns.title,
      overview.closing.title,
    ],
    tables: [
      table(
        'Engagement models for communication services',
        `
          Pay-as-you-go | Start-ups and seasonal campaigns with changing volumes | From ₹0.10 per SMS
          Monthly subscription | Growing businesses with steady monthly volume | Custom quote
          Enterprise plan | High volumes, SLAs and dedicated account management | Custom quote
        `,
      ),
    ],
    notes: [],
    addOns: addOns(`
      Chatbot | From ₹3,000 / month
      Voice Bot | From ₹4,000 / month
      Toll-Free Number | From ₹1,500 / month
      Dedicated Email IP | ₹2,000 / month
      IP Warmup | ₹3,500 one-time
      CRM / ERP Integration | ₹5,000+ one-time
    `),
    literals: ['From ₹0.10 per SMS', 'Custom quote', 'Available from the Scale tier.'],
  },
  {
    path: '/services/sms',
    title: sms.title,
    hero: {
      primary: sms.hero.getStarted,
      secondary: sms.hero.talkToSales,
      secondaryHref: site.phoneHref,
    },
    headings: [sms.useCases.title, sms.features.title, sms.pricing.title, sms.addOns.title],
    tables: [
      table(
        sms.pricing.smsCaption,
        `
          Starter | 0–50,000 | ₹0.14 | ₹0.18
          Growth | 50,001–2,00,000 | ₹0.12 | ₹0.17
          Scale | 2,00,001–10,00,000 | ₹0.10 | ₹0.15
          Enterprise | 10,00,001+ | Custom | Custom
        `,
      ),
      table(
        sms.pricing.rcsCaption,
        `
          Starter | ₹0.30 | ₹0.18
          Growth | ₹0.27 | ₹0.15
          Scale | ₹0.25 | ₹0.14
          Enterprise | Custom | Custom
        `,
      ),
    ],
    notes: [
      sms.pricing.notes.promotional,
      sms.pricing.notes.transactional,
      sms.pricing.notes.dlt,
      sms.pricing.notes.rcsFallback,
    ],
    addOns: addOns(`
      Virtual Number | From ₹1,500 / month
      Chatbot | From ₹3,000 / month
      CRM / ERP Integration | ₹5,000+ one-time
      SLA-Backed Delivery | Included in the Enterprise plan
    `),
    literals: ['non-DND', '9 AM and 9 PM', 'DLT'],
  },
  {
    path: '/services/voice',
    title: voice.title,
    hero: {
      primary: voice.hero.getStarted,
      secondary: voice.hero.talkToSales,
      secondaryHref: site.phoneHref,
    },
    headings: [
      voice.useCases.title,
      voice.features.title,
      voice.howItWorks.title,
      voice.pricing.title,
      voice.addOns.title,
    ],
    tables: [
      table(
        voice.pricing.caption,
        `
          Starter | 0–10,000 | ₹0.45 | ₹0.30 | ₹0.10
          Growth | 10,001–50,000 | ₹0.40 | ₹0.28 | ₹0.08
          Scale | 50,001–2,00,000 | ₹0.36 | ₹0.25 | ₹0.07
          Enterprise | 2,00,001+ | Custom | Custom | Custom
        `,
      ),
    ],
    notes: [voice.pricing.notes.perMinute],
    addOns: addOns(`
      Virtual Number | ₹750 / month
      Toll-Free Number | From ₹1,500 / month
      Voice Bot | From ₹4,000 / month
    `),
    literals: [],
  },
  {
    path: '/services/email',
    title: email.title,
    hero: {
      primary: email.hero.getStarted,
      secondary: email.hero.talkToSales,
      secondaryHref: site.phoneHref,
    },
    headings: [
      email.useCases.title,
      email.features.title,
      email.howItWorks.title,
      email.pricing.title,
      email.addOns.title,
    ],
    tables: [
      table(
        email.pricing.caption,
        `
          Starter | 0–50,000 | ₹0.025
          Growth | 50,001–2,00,000 | ₹0.020
          Scale | 2,00,001–10,00,000 | ₹0.018
          Enterprise | 10,00,001+ | Custom
        `,
      ),
    ],
    notes: [
      'A dedicated IP is available from the Scale tier at ₹2,000 a month.',
      email.pricing.notes.rollOver,
    ],
    addOns: addOns(`
      Dedicated IP | ₹2,000 / month
      IP Warmup | ₹3,500 one-time
      CRM Integration | ₹5,000 one-time
    `),
    literals: ['does not roll over', 'Available from the Scale tier.'],
  },
  {
    path: '/services/whatsapp',
    title: whatsapp.title,
    hero: {
      primary: whatsapp.hero.getStarted,
      secondary: whatsapp.hero.talkToSales,
      secondaryHref: site.phoneHref,
    },
    headings: [
      whatsapp.why.title,
      whatsapp.useCases.title,
      whatsapp.features.title,
      whatsapp.pricing.title,
      whatsapp.addOns.title,
      whatsapp.howItWorks.title,
    ],
    tables: [
      table(
        whatsapp.pricing.caption,
        `
          Utility | ₹0.32 | ₹0.05 | ₹0.37
          Authentication (OTP) | ₹0.28 | ₹0.05 | ₹0.33
          Marketing (opt-in only) | ₹0.73 | ₹0.05 | ₹0.78
          Service (user-initiated) | ₹0.34 | ₹0.05 | ₹0.39
        `,
      ),
    ],
    notes: [
      'A conversation is valid for 24 hours from the first message, with no per-message cost inside that window.',
      'The final price is the provider fee plus the platform markup of ₹0.05 per conversation.',
    ],
    addOns: addOns(`
      Chatbot | From ₹3,000 / month
      Business Verification Support | Included
      Template Approval Support | Included
    `),
    literals: ['platform markup of ₹0.05. All prices in Indian rupees.'],
  },
];
