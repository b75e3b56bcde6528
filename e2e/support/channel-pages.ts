// The expected content of the four channel pages, for e2e/communication.spec.ts.
import { messages } from '@/content/messages';
import {
  type AddOnPrice,
  emailAddOns,
  emailDedicatedIp,
  smsAddOns,
  voiceAddOns,
  whatsappAddOns,
} from '@/content/pricing/add-ons';
import { emailPricing } from '@/content/pricing/email';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import { rcsPricing, smsPricing } from '@/content/pricing/sms';
import {
  formatVolumeBand,
  tierNames,
  type RateKey,
  type TieredPriceList,
} from '@/content/pricing/tiers';
import { voicePricing } from '@/content/pricing/voice';
import { whatsappPlatformMarkup, whatsappPricing } from '@/content/pricing/whatsapp';
import { site } from '@/content/site';
import { formatRupees } from '@/lib/format/rupees';

const pricing = messages.Pricing;
const { Sms: sms, Voice: voice, Email: email, WhatsApp: whatsapp } = messages;
const overview = messages.CommunicationOverview;

/** Fills an ICU message's simple {placeholders}, as next-intl does. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

export type ExpectedTable = { caption: string; rows: { header: string; cells: string[] }[] };

function tieredTable<K extends RateKey>(caption: string, list: TieredPriceList<K>): ExpectedTable {
  return {
    caption,
    rows: list.tiers.map((tier) => ({
      header: tierNames[tier.id],
      cells: [
        ...(list.bandsStated ? [formatVolumeBand(tier)] : []),
        ...list.rateKeys.map((key) =>
          tier.rates === 'custom'
            ? pricing.custom
            : formatRupees(tier.rates[key], list.rateDecimals),
        ),
      ],
    })),
  };
}

function addOnPrice(price: AddOnPrice): string {
  const t = pricing.addOnPrice;
  switch (price.kind) {
    case 'monthly':
      return fill(price.from ? t.fromMonthly : t.monthly, { amount: formatRupees(price.amount) });
    case 'oneTime':
      return fill(price.orMore ? t.oneTimeOrMore : t.oneTime, {
        amount: formatRupees(price.amount),
      });
    case 'included':
      return t.included;
    case 'includedInTier':
      return fill(t.includedInTier, { tier: tierNames[price.tier] });
  }
}

type ChannelPage = {
  path: string;
  title: string;
  hero: { primary: string; secondary: string; secondaryHref: string };
  headings: string[];
  tables: ExpectedTable[];
  notes: string[];
  addOns: { name: string; price: string }[];
  /** Figures of spec §9 written out, so that wrong data fails even where the table follows it. */
  literals: string[];
};

/** What each channel page must show, written out from spec §9 and the content. */
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
        caption: overview.engagementModels.caption,
        rows: communicationEngagementModels.map((model) => ({
          header: overview.engagementModels.models[model.id].planType,
          cells: [
            overview.engagementModels.models[model.id].idealFor,
            model.startsFrom === 'custom'
              ? pricing.customQuote
              : fill(pricing.startsFromPerUnit, {
                  amount: formatRupees(model.startsFrom.amount),
                  unit: model.startsFrom.unit,
                }),
          ],
        })),
      },
    ],
    notes: [],
    addOns: [],
    literals: ['From ₹0.10 per SMS', 'Custom quote'],
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
      tieredTable(sms.pricing.smsCaption, smsPricing),
      tieredTable(sms.pricing.rcsCaption, rcsPricing),
    ],
    notes: [
      sms.pricing.notes.promotional,
      sms.pricing.notes.transactional,
      sms.pricing.notes.dlt,
      sms.pricing.notes.rcsFallback,
    ],
    addOns: smsAddOns.map((addOn) => ({
      name: sms.addOns.items[addOn.id].name,
      price: addOnPrice(addOn.price),
    })),
    literals: [
      '0–50,000',
      '50,001–2,00,000',
      '2,00,001–10,00,000',
      '10,00,001+',
      '₹0.14',
      '₹0.18',
      '₹0.12',
      '₹0.17',
      '₹0.10',
      '₹0.15',
      '₹0.30',
      '₹0.27',
      '₹0.25',
      'From ₹1,500 / month',
      'From ₹3,000 / month',
      '₹5,000+ one-time',
      'non-DND',
      '9 AM and 9 PM',
      'DLT',
    ],
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
    tables: [tieredTable(voice.pricing.caption, voicePricing)],
    notes: [voice.pricing.notes.perMinute],
    addOns: voiceAddOns.map((addOn) => ({
      name: voice.addOns.items[addOn.id].name,
      price: addOnPrice(addOn.price),
    })),
    literals: [
      '0–10,000',
      '10,001–50,000',
      '50,001–2,00,000',
      '2,00,001+',
      '₹0.45',
      '₹0.30',
      '₹0.10',
      '₹0.40',
      '₹0.28',
      '₹0.08',
      '₹0.36',
      '₹0.25',
      '₹0.07',
      '₹750 / month',
      'From ₹1,500 / month',
      'From ₹4,000 / month',
    ],
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
    tables: [tieredTable(email.pricing.caption, emailPricing)],
    notes: [
      fill(email.pricing.notes.dedicatedIp, {
        tier: tierNames[emailDedicatedIp.fromTier],
        amount: formatRupees(emailDedicatedIp.price.amount),
      }),
      email.pricing.notes.rollOver,
    ],
    addOns: emailAddOns.map((addOn) => ({
      name: email.addOns.items[addOn.id].name,
      price: addOnPrice(addOn.price),
    })),
    literals: [
      '₹0.025',
      '₹0.02',
      '₹0.018',
      '10,00,001+',
      'from the Scale tier at ₹2,000 a month',
      'does not roll over',
      '₹2,000 / month',
      '₹3,500 one-time',
      '₹5,000 one-time',
    ],
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
        rows: whatsappPricing.categories.map((category) => ({
          header: whatsapp.pricing.categories[category.id],
          cells: [category.providerFee, category.platformMarkup, category.finalPrice].map((price) =>
            formatRupees(price),
          ),
        })),
      },
    ],
    notes: [
      fill(whatsapp.pricing.notes.conversationWindow, {
        hours: whatsappPricing.conversationWindowHours,
      }),
      fill(whatsapp.pricing.notes.markup, { markup: formatRupees(whatsappPlatformMarkup) }),
    ],
    addOns: whatsappAddOns.map((addOn) => ({
      name: whatsapp.addOns.items[addOn.id].name,
      price: addOnPrice(addOn.price),
    })),
    literals: [
      '₹0.32',
      '₹0.28',
      '₹0.73',
      '₹0.34',
      '₹0.05',
      '₹0.37',
      '₹0.33',
      '₹0.78',
      '₹0.39',
      '24 hours',
      'From ₹3,000 / month',
      'Included',
    ],
  },
];
