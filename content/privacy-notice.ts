import type { CampaignParam } from '@/lib/attribution/touch';
import type { DemoRequest } from '@/lib/forms/demo-request-schema';
import type { newsletterSchema } from '@/lib/forms/newsletter-schema';
import { site } from './site';

/**
 * The privacy notice as data: what each form keeps, who receives it, how long it is kept, and the
 * rights a visitor has. The keys are here; their words are the PrivacyNotice messages, in English
 * and Hindi. The full notice (/privacy-notice, /hi/privacy-notice) and the short ones on the forms
 * are drawn from it, so they say the same thing. Every statement must stay true of the code: the
 * figures it states are the code's own (components/privacy-notice/notice-parts.tsx).
 */

/** The notice's version and date: each lead records the one it was given under. */
export const privacyNoticeVersion = { version: 2, publishedOn: '2026-11-27' } as const;

/**
 * Where the visit that led to a form came from (the lead's attribution, lib/attribution/): kept
 * for the first and the latest visit that arrived by a link with campaign details.
 */
export const visitItems = [
  'campaign',
  'clickIds',
  'referralCode',
  'landingPage',
  'referringSite',
  'visitTime',
] as const;

export type VisitItem = (typeof visitItems)[number];

/** An item a form keeps; `visit` stands for the visit items, listed under it. */
export type NoticeItem =
  | 'name'
  | 'email'
  | 'subscriberEmail'
  | 'mobile'
  | 'subject'
  | 'message'
  | 'demoSlot'
  | 'choices'
  | 'visit'
  | 'formPage'
  | 'sentAt'
  | 'noticeVersion';

/** Each field a form sends (its shared schema in lib/forms/), by the item naming it. */
export const formFieldItems = {
  demoRequest: {
    name: 'name',
    email: 'email',
    mobile: 'mobile',
    subject: 'subject',
    message: 'message',
    demoDate: 'demoSlot',
    demoTime: 'demoSlot',
    wapNotification: 'choices',
    keepInformed: 'choices',
    connectExpert: 'choices',
  },
  newsletter: { email: 'subscriberEmail' },
} as const satisfies {
  demoRequest: Record<keyof DemoRequest, NoticeItem>;
  newsletter: Record<keyof (typeof newsletterSchema)['shape'], NoticeItem>;
};

/** Each field of a lead's attribution (lib/forms/attribution-schema.ts), by the item naming it. */
export const attributionItems = {
  utm_source: 'campaign',
  utm_medium: 'campaign',
  utm_campaign: 'campaign',
  utm_term: 'campaign',
  utm_content: 'campaign',
  gclid: 'clickIds',
  gbraid: 'clickIds',
  wbraid: 'clickIds',
  fbclid: 'clickIds',
  msclkid: 'clickIds',
  ref: 'referralCode',
  landingPath: 'landingPage',
  referrerOrigin: 'referringSite',
  at: 'visitTime',
  formPath: 'formPage',
} as const satisfies Record<
  CampaignParam | 'landingPath' | 'referrerOrigin' | 'at' | 'formPath',
  VisitItem | 'formPage'
>;

/**
 * Who receives a lead, after the site's own store: each destination the operator has configured
 * (UPSTREAM_API_BASE, SMTP_URL and LEAD_EMAIL_TO, LEAD_WEBHOOK_URL) gets the whole lead.
 */
export const noticeRecipients = ['crm', 'salesEmail', 'automation'] as const;

/** How long each copy of a lead is kept: the words are messages, the figures the code's. */
export const leadRetention = ['settled', 'unsettled', 'recipientCopies', 'networkAddress'] as const;

/** A form of the site that takes personal data, and what it keeps, in the order shown. */
export const noticeForms = {
  demoRequest: [
    'name',
    'email',
    'mobile',
    'subject',
    'message',
    'demoSlot',
    'choices',
    'visit',
    'formPage',
    'sentAt',
    'noticeVersion',
  ],
  newsletter: ['subscriberEmail', 'visit', 'formPage', 'sentAt', 'noticeVersion'],
} as const satisfies Record<string, readonly NoticeItem[]>;

export type NoticeForm = keyof typeof noticeForms;

/** The demo form's three choices (spec: wapNotification, keepInformed, connectExpert). */
export const demoRequestChoices = [
  'connectExpert',
  'wapNotification',
  'keepInformed',
] as const satisfies readonly (keyof DemoRequest)[];

/** The rights the notice states, in order. */
export const noticeRights = [
  'withdraw',
  'oneChoice',
  'unsubscribe',
  'access',
  'grievance',
  'board',
] as const;

/** The anchor of the erasure form on the notice page: links to the form name it. */
export const erasureFormAnchor = 'erase';

/** Who a visitor writes to about their details: the role's name is a message. */
export const grievanceContact = {
  email: 'grievance@sandeshdigital.in',
  organisation: site.legalName,
  address: site.address,
} as const;
