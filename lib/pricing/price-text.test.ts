import { describe, expect, it } from 'vitest';
import { emailAddOns, smsAddOns, voiceAddOns, whatsappAddOns } from '@/content/pricing/add-ons';
import {
  designPackages,
  digitalEngagementModels,
  digitalMarketingPackages,
  lighthouseScoreTarget,
  webDevelopmentPackages,
  type DigitalPackage,
} from '@/content/pricing/digital';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import {
  addOnPriceText,
  availableFromTierText,
  durationText,
  priceText,
  rateText,
} from './price-text';

function table(packages: readonly DigitalPackage<string>[]) {
  return Object.fromEntries(
    packages.map((p) => [p.id, [priceText(p.price), durationText(p.duration), p.scope]]),
  );
}

describe('digital package prices', () => {
  it('web development: static from ₹9,999 for 5 pages, CMS ₹15,000–₹25,000, custom ₹30,000+', () => {
    expect(table(webDevelopmentPackages)).toEqual({
      staticSite: ['From ₹9,999', '4–7 working days', { pages: 5 }],
      businessCms: ['₹15,000–₹25,000', '7–14 days', { minPages: 8, maxPages: 15 }],
      customWebApp: ['₹30,000+', 'Custom estimate', {}],
    });
    expect(lighthouseScoreTarget).toBe(90);
  });

  it('digital marketing: SEO from ₹8,999, social ₹6,999 per month, ads ₹4,999 and campaigns ₹2,999 per campaign', () => {
    expect(table(digitalMarketingPackages)).toEqual({
      seoSetup: ['From ₹8,999', '7–10 days', {}],
      socialMedia: ['₹6,999 per month', 'Ongoing', { minPosts: 12, maxPosts: 16 }],
      paidAds: ['₹4,999 per campaign', '3–5 days', {}],
      messagingCampaign: ['₹2,999 per campaign', '1–2 days', {}],
    });
  });

  it('design: brand kit ₹5,999, website UI ₹7,999, app UI/UX ₹8,499, creatives ₹2,499+', () => {
    expect(table(designPackages)).toEqual({
      brandKit: ['₹5,999', '4–6 days', {}],
      websiteUi: ['₹7,999', '6–8 days', { minSections: 5, maxSections: 6 }],
      appUiUx: ['₹8,499', '7–10 days', { screens: 6 }],
      marketingCreatives: ['₹2,499+', '2–3 days', { posts: 10 }],
    });
  });

  it('formats a range billed per month', () => {
    expect(priceText({ kind: 'range', min: 1_00_000, max: 1_50_000, per: 'month' })).toBe(
      '₹1,00,000–₹1,50,000 per month',
    );
  });
});

describe('starting prices', () => {
  it('digital: one-time from ₹4,999, retainer from ₹6,999 per month, bundles on request', () => {
    expect(digitalEngagementModels.map((m) => [m.id, priceText(m.startsFrom)])).toEqual([
      ['oneTime', 'From ₹4,999'],
      ['retainer', 'From ₹6,999 per month'],
      ['customBundle', 'On request'],
    ]);
  });

  it('communication: pay-as-you-go from ₹0.10 per SMS, the others a custom quote', () => {
    expect(communicationEngagementModels.map((m) => [m.id, priceText(m.startsFrom)])).toEqual([
      ['payAsYouGo', 'From ₹0.10 per SMS'],
      ['monthlySubscription', 'Custom quote'],
      ['enterprise', 'Custom quote'],
    ]);
  });
});

describe('rates and add-ons', () => {
  it("print a rate at the list's precision, and 'Custom' for a quoted tier", () => {
    expect(rateText(0.02, 3)).toBe('₹0.020');
    expect(rateText(0.37)).toBe('₹0.37');
    expect(rateText('custom', 2)).toBe('Custom');
  });

  it('word every add-on price of the channel pages', () => {
    const addOns = [...smsAddOns, ...voiceAddOns, ...emailAddOns, ...whatsappAddOns];
    expect(addOns.map(({ id, price }) => [id, addOnPriceText(price)])).toEqual([
      ['virtualNumber', 'From ₹1,500 / month'],
      ['chatbot', 'From ₹3,000 / month'],
      ['crmErpIntegration', '₹5,000+ one-time'],
      ['slaDelivery', 'Included in the Enterprise plan'],
      ['virtualNumber', '₹750 / month'],
      ['tollFreeNumber', 'From ₹1,500 / month'],
      ['voiceBot', 'From ₹4,000 / month'],
      ['dedicatedIp', '₹2,000 / month'],
      ['ipWarmup', '₹3,500 one-time'],
      ['crmIntegration', '₹5,000 one-time'],
      ['chatbot', 'From ₹3,000 / month'],
      ['businessVerification', 'Included'],
      ['templateApproval', 'Included'],
    ]);
    expect(availableFromTierText('scale')).toBe('Available from the Scale tier');
  });
});
