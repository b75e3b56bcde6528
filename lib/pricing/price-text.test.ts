import { describe, expect, it } from 'vitest';
import { emailAddOns, smsAddOns, voiceAddOns, whatsappAddOns } from '@/content/pricing/add-ons';
import {
  designPackages,
  digitalEngagementModels,
  digitalMarketingPackages,
  webDevelopmentPackages,
} from '@/content/pricing/digital';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import {
  addOnPriceText,
  availableFromTierText,
  durationText,
  priceText,
  rateText,
} from './price-text';

describe('prices in words', () => {
  it('word every package: price, delivery time', () => {
    const packages = [...webDevelopmentPackages, ...digitalMarketingPackages, ...designPackages];
    expect(
      packages.map((p) => `${p.id}: ${priceText(p.price)}, ${durationText(p.duration)}`),
    ).toEqual([
      'staticSite: From ₹9,999, 4–7 working days',
      'businessCms: ₹15,000–₹25,000, 7–14 days',
      'customWebApp: ₹30,000+, Custom estimate',
      'seoSetup: From ₹8,999, 7–10 days',
      'socialMedia: ₹6,999 per month, Ongoing',
      'paidAds: ₹4,999 per campaign, 3–5 days',
      'messagingCampaign: ₹2,999 per campaign, 1–2 days',
      'brandKit: ₹5,999, 4–6 days',
      'websiteUi: ₹7,999, 6–8 days',
      'appUiUx: ₹8,499, 7–10 days',
      'marketingCreatives: ₹2,499+, 2–3 days',
    ]);
    expect(priceText({ kind: 'range', min: 1_00_000, max: 1_50_000, per: 'month' })).toBe(
      '₹1,00,000–₹1,50,000 per month',
    );
  });

  it('word the starting prices: from ₹0.10 per SMS, quoted ones on request or custom', () => {
    const models = [...digitalEngagementModels, ...communicationEngagementModels];
    expect(models.map((m) => priceText(m.startsFrom))).toEqual([
      'From ₹4,999',
      'From ₹6,999 per month',
      'On request',
      'From ₹0.10 per SMS',
      'Custom quote',
      'Custom quote',
    ]);
  });

  it("word every add-on, and print a rate at its list's precision or 'Custom'", () => {
    const addOns = [...smsAddOns, ...voiceAddOns, ...emailAddOns, ...whatsappAddOns];
    expect(addOns.map(({ price }) => addOnPriceText(price))).toEqual([
      'From ₹1,500 / month',
      'From ₹3,000 / month',
      '₹5,000+ one-time',
      'Included in the Enterprise plan',
      '₹750 / month',
      'From ₹1,500 / month',
      'From ₹4,000 / month',
      '₹2,000 / month',
      '₹3,500 one-time',
      '₹5,000 one-time',
      'From ₹3,000 / month',
      'Included',
      'Included',
    ]);
    expect(availableFromTierText('scale')).toBe('Available from the Scale tier');
    expect([rateText(0.02, 3), rateText(0.37), rateText('custom', 2)]).toEqual([
      '₹0.020',
      '₹0.37',
      'Custom',
    ]);
  });
});
