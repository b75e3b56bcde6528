// The expected content of the four channel pages and the overview, for e2e/communication.spec.ts.
// Headings and captions are the pages' messages; every figure, row and priced sentence is written
// out, so that a wrong price list or a wrong wording fails here even where a table follows it.
import { messages } from '@/content/messages';
import { site } from '@/content/site';

const { Sms: sms, Voice: voice, Email: email, WhatsApp: whatsapp } = messages;
const overview = messages.CommunicationOverview;

export type ExpectedTable = { caption: string; rows: { header: string; cells: string[] }[] };

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
      {
        caption: 'Engagement models for communication services',
        rows: [
          {
            header: 'Pay-as-you-go',
            cells: ['Start-ups and seasonal campaigns with changing volumes', 'From ₹0.10 per SMS'],
          },
          {
            header: 'Monthly subscription',
            cells: ['Growing businesses with steady monthly volume', 'Custom quote'],
          },
          {
            header: 'Enterprise plan',
            cells: ['High volumes, SLAs and dedicated account management', 'Custom quote'],
          },
        ],
      },
    ],
    notes: [],
    addOns: [
      { name: 'Chatbot', price: 'From ₹3,000 / month' },
      { name: 'Voice Bot', price: 'From ₹4,000 / month' },
      { name: 'Toll-Free Number', price: 'From ₹1,500 / month' },
      { name: 'Dedicated Email IP', price: '₹2,000 / month' },
      { name: 'IP Warmup', price: '₹3,500 one-time' },
      { name: 'CRM / ERP Integration', price: '₹5,000+ one-time' },
    ],
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
      {
        caption: sms.pricing.smsCaption,
        rows: [
          { header: 'Starter', cells: ['0–50,000', '₹0.14', '₹0.18'] },
          { header: 'Growth', cells: ['50,001–2,00,000', '₹0.12', '₹0.17'] },
          { header: 'Scale', cells: ['2,00,001–10,00,000', '₹0.10', '₹0.15'] },
          { header: 'Enterprise', cells: ['10,00,001+', 'Custom', 'Custom'] },
        ],
      },
      {
        caption: sms.pricing.rcsCaption,
        rows: [
          { header: 'Starter', cells: ['₹0.30', '₹0.18'] },
          { header: 'Growth', cells: ['₹0.27', '₹0.15'] },
          { header: 'Scale', cells: ['₹0.25', '₹0.14'] },
          { header: 'Enterprise', cells: ['Custom', 'Custom'] },
        ],
      },
    ],
    notes: [
      sms.pricing.notes.promotional,
      sms.pricing.notes.transactional,
      sms.pricing.notes.dlt,
      sms.pricing.notes.rcsFallback,
    ],
    addOns: [
      { name: 'Virtual Number', price: 'From ₹1,500 / month' },
      { name: 'Chatbot', price: 'From ₹3,000 / month' },
      { name: 'CRM / ERP Integration', price: '₹5,000+ one-time' },
      { name: 'SLA-Backed Delivery', price: 'Included in the Enterprise plan' },
    ],
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
      {
        caption: voice.pricing.caption,
        rows: [
          { header: 'Starter', cells: ['0–10,000', '₹0.45', '₹0.30', '₹0.10'] },
          { header: 'Growth', cells: ['10,001–50,000', '₹0.40', '₹0.28', '₹0.08'] },
          { header: 'Scale', cells: ['50,001–2,00,000', '₹0.36', '₹0.25', '₹0.07'] },
          { header: 'Enterprise', cells: ['2,00,001+', 'Custom', 'Custom', 'Custom'] },
        ],
      },
    ],
    notes: [voice.pricing.notes.perMinute],
    addOns: [
      { name: 'Virtual Number', price: '₹750 / month' },
      { name: 'Toll-Free Number', price: 'From ₹1,500 / month' },
      { name: 'Voice Bot', price: 'From ₹4,000 / month' },
    ],
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
      {
        caption: email.pricing.caption,
        rows: [
          { header: 'Starter', cells: ['0–50,000', '₹0.025'] },
          { header: 'Growth', cells: ['50,001–2,00,000', '₹0.020'] },
          { header: 'Scale', cells: ['2,00,001–10,00,000', '₹0.018'] },
          { header: 'Enterprise', cells: ['10,00,001+', 'Custom'] },
        ],
      },
    ],
    notes: [
      'A dedicated IP is available from the Scale tier at ₹2,000 a month.',
      email.pricing.notes.rollOver,
    ],
    addOns: [
      { name: 'Dedicated IP', price: '₹2,000 / month' },
      { name: 'IP Warmup', price: '₹3,500 one-time' },
      { name: 'CRM Integration', price: '₹5,000 one-time' },
    ],
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
      {
        caption: whatsapp.pricing.caption,
        rows: [
          { header: 'Utility', cells: ['₹0.32', '₹0.05', '₹0.37'] },
          { header: 'Authentication (OTP)', cells: ['₹0.28', '₹0.05', '₹0.33'] },
          { header: 'Marketing (opt-in only)', cells: ['₹0.73', '₹0.05', '₹0.78'] },
          { header: 'Service (user-initiated)', cells: ['₹0.34', '₹0.05', '₹0.39'] },
        ],
      },
    ],
    notes: [
      'A conversation is valid for 24 hours from the first message, with no per-message cost inside that window.',
      'The final price is the provider fee plus the platform markup of ₹0.05 per conversation.',
    ],
    addOns: [
      { name: 'Chatbot', price: 'From ₹3,000 / month' },
      { name: 'Business Verification Support', price: 'Included' },
      { name: 'Template Approval Support', price: 'Included' },
    ],
    literals: ['platform markup of ₹0.05. All prices in Indian rupees.'],
  },
];
