import { describe, expect, it } from 'vitest';
import { rateCard, type RateCardRow } from './rate-card';
import { rateCardCsv } from './rate-card-file';

// The published prices, written out here, so that a row that drifts from the data fails.
type Short = [
  item: string,
  tier: string | null,
  from: number | null,
  to: number | null,
  unit: string | null,
  rate: number | 'custom',
];
const short = ({ item, tier, bandFrom, bandTo, unit, rate }: RateCardRow): Short => [
  item,
  tier,
  bandFrom,
  bandTo,
  unit,
  rate,
];
const rowsOf = (channel: string) => rateCard.filter((row) => row.channel === channel).map(short);

describe('the rate card', () => {
  it('has each SMS and RCS tier, its band and its rates, and the SMS add-ons', () => {
    expect(rowsOf('SMS & RCS Messaging')).toEqual([
      ['Promotional', 'Starter', 0, 50_000, 'SMS', 0.14],
      ['Transactional', 'Starter', 0, 50_000, 'SMS', 0.18],
      ['Promotional', 'Growth', 50_001, 200_000, 'SMS', 0.12],
      ['Transactional', 'Growth', 50_001, 200_000, 'SMS', 0.17],
      ['Promotional', 'Scale', 200_001, 1_000_000, 'SMS', 0.1],
      ['Transactional', 'Scale', 200_001, 1_000_000, 'SMS', 0.15],
      ['Promotional', 'Enterprise', 1_000_001, null, 'SMS', 'custom'],
      ['Transactional', 'Enterprise', 1_000_001, null, 'SMS', 'custom'],
      ['RCS rich message', 'Starter', 0, 50_000, 'RCS message', 0.3],
      ['SMS fallback rate', 'Starter', 0, 50_000, 'RCS message', 0.18],
      ['RCS rich message', 'Growth', 50_001, 200_000, 'RCS message', 0.27],
      ['SMS fallback rate', 'Growth', 50_001, 200_000, 'RCS message', 0.15],
      ['RCS rich message', 'Scale', 200_001, 1_000_000, 'RCS message', 0.25],
      ['SMS fallback rate', 'Scale', 200_001, 1_000_000, 'RCS message', 0.14],
      ['RCS rich message', 'Enterprise', 1_000_001, null, 'RCS message', 'custom'],
      ['SMS fallback rate', 'Enterprise', 1_000_001, null, 'RCS message', 'custom'],
      ['Virtual Number', null, 1_500, null, 'month', 1_500],
      ['Chatbot', null, 3_000, null, 'month', 3_000],
      ['CRM / ERP Integration', null, 5_000, null, 'one-time', 5_000],
      ['SLA-Backed Delivery', 'Enterprise', null, null, null, 0],
    ]);
  });

  it('has each voice tier with its outbound, inbound and recording rates per minute', () => {
    expect(rowsOf('Voice API')).toEqual([
      ['Outbound', 'Starter', 0, 10_000, 'minute', 0.45],
      ['Inbound', 'Starter', 0, 10_000, 'minute', 0.3],
      ['Recording', 'Starter', 0, 10_000, 'minute', 0.1],
      ['Outbound', 'Growth', 10_001, 50_000, 'minute', 0.4],
      ['Inbound', 'Growth', 10_001, 50_000, 'minute', 0.28],
      ['Recording', 'Growth', 10_001, 50_000, 'minute', 0.08],
      ['Outbound', 'Scale', 50_001, 200_000, 'minute', 0.36],
      ['Inbound', 'Scale', 50_001, 200_000, 'minute', 0.25],
      ['Recording', 'Scale', 50_001, 200_000, 'minute', 0.07],
      ['Outbound', 'Enterprise', 200_001, null, 'minute', 'custom'],
      ['Inbound', 'Enterprise', 200_001, null, 'minute', 'custom'],
      ['Recording', 'Enterprise', 200_001, null, 'minute', 'custom'],
      ['Virtual Number', null, null, null, 'month', 750],
      ['Toll-Free Number', null, 1_500, null, 'month', 1_500],
      ['Voice Bot', null, 4_000, null, 'month', 4_000],
    ]);
  });

  it('has the email tiers, and the dedicated IP from the Scale tier', () => {
    expect(rowsOf('Email API')).toEqual([
      ['Per email', 'Starter', 0, 50_000, 'email', 0.025],
      ['Per email', 'Growth', 50_001, 200_000, 'email', 0.02],
      ['Per email', 'Scale', 200_001, 1_000_000, 'email', 0.018],
      ['Per email', 'Enterprise', 1_000_001, null, 'email', 'custom'],
      ['Dedicated IP', 'Scale', null, null, 'month', 2_000],
      ['IP Warmup', null, null, null, 'one-time', 3_500],
      ['CRM Integration', null, null, null, 'one-time', 5_000],
    ]);
  });

  it("has WhatsApp's final price per conversation, and its add-ons", () => {
    expect(rowsOf('WhatsApp Business API')).toEqual([
      ['Utility', null, null, null, 'conversation', 0.37],
      ['Authentication (OTP)', null, null, null, 'conversation', 0.33],
      ['Marketing (opt-in only)', null, null, null, 'conversation', 0.78],
      ['Service (user-initiated)', null, null, null, 'conversation', 0.39],
      ['Chatbot', null, 3_000, null, 'month', 3_000],
      ['Business Verification Support', null, null, null, null, 0],
      ['Template Approval Support', null, null, null, null, 0],
    ]);
  });

  it('has the engagement models, quoted ones as custom', () => {
    expect(rowsOf('Communication Services')).toEqual([
      ['Pay-as-you-go', null, 0.1, null, 'SMS', 0.1],
      ['Monthly subscription', null, null, null, null, 'custom'],
      ['Enterprise plan', null, null, null, null, 'custom'],
    ]);
    expect(rowsOf('Digital Services')).toEqual([
      ['One-time projects', null, 4_999, null, 'project', 4_999],
      ['Monthly retainer', null, 6_999, null, 'month', 6_999],
      ['Custom bundles', null, null, null, null, 'custom'],
      ['Hosting & maintenance', null, null, null, null, 'custom'],
      ['Content writing', null, null, null, null, 'custom'],
      ['Analytics & reporting', null, null, null, null, 'custom'],
      ['Messaging integration', null, null, null, null, 'custom'],
    ]);
  });

  it('has every digital package: ranges and starting prices as bounds, and add-ons on request', () => {
    expect(rowsOf('Web & Mobile Development')).toEqual([
      ['Static website', null, 9_999, null, 'project', 9_999],
      ['Business CMS website', null, 15_000, 25_000, 'project', 15_000],
      ['Custom web application', null, 30_000, null, 'project', 30_000],
      ['Hosting & maintenance', null, null, null, null, 'custom'],
      ['Online payments', null, null, null, null, 'custom'],
      ['SMS & WhatsApp alerts', null, null, null, null, 'custom'],
      ['Content writing', null, null, null, null, 'custom'],
    ]);
    expect(rowsOf('Digital Marketing')).toEqual([
      ['SEO setup', null, 8_999, null, 'project', 8_999],
      ['Social media management', null, null, null, 'month', 6_999],
      ['Paid ad campaign setup', null, null, null, 'campaign', 4_999],
      ['Email / WhatsApp campaign', null, null, null, 'campaign', 2_999],
      ['Monthly reporting', null, null, null, null, 'custom'],
      ['Campaign landing pages', null, null, null, null, 'custom'],
      ['Blog & content writing', null, null, null, null, 'custom'],
      ['Extra creatives', null, null, null, null, 'custom'],
    ]);
    expect(rowsOf('Design & Branding')).toEqual([
      ['Logo & brand kit', null, null, null, 'project', 5_999],
      ['Website UI', null, null, null, 'project', 7_999],
      ['App UI/UX', null, null, null, 'project', 8_499],
      ['Marketing creatives', null, 2_499, null, 'project', 2_499],
      ['Business stationery', null, null, null, null, 'custom'],
      ['Clickable prototype', null, null, null, null, 'custom'],
      ['Custom illustrations & icons', null, null, null, null, 'custom'],
      ['Packaging & print', null, null, null, null, 'custom'],
    ]);
  });

  it('gives a custom row no figure and no price band', () => {
    const custom = rateCard.filter((row) => row.rate === 'custom');
    // 8 Enterprise tier rates, 3 quoted engagement models, 16 digital add-ons on request.
    expect(custom).toHaveLength(27);
    for (const row of custom) {
      expect(row.bandTo).toBeNull();
      if (row.tier !== 'Enterprise') expect(row.bandFrom).toBeNull();
    }
  });
});

describe('the rate card as CSV', () => {
  it('quotes a field with a comma, a quote or a line break, as RFC 4180 does', () => {
    const row = { ...rateCard[0]!, item: 'Say "hi", then\r\nbye', gstIncluded: true };
    expect(rateCardCsv([row]).split('\r\n').slice(1)).toEqual([
      'SMS & RCS Messaging,"Say ""hi"", then',
      'bye",Starter,0,50000,SMS,0.14,INR,yes,2026-11-22,2026-11-22',
      '',
    ]);
  });
});
