import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { digitalPriceText } from '@/components/pricing/digital-price-text';
import { messages } from '@/content/messages';
import {
  designPackages,
  digitalEngagementModels,
  digitalMarketingPackages,
  lighthouseScoreTarget,
  webDevelopmentPackages,
  type DigitalPackage,
} from './digital';

const t = createTranslator({ locale: 'en-IN', messages, namespace: 'DigitalOverview.priceText' });
const text = digitalPriceText((key, values) => t(key, values));

function table(packages: readonly DigitalPackage<string>[]) {
  return Object.fromEntries(
    packages.map((p) => [p.id, [text.price(p.price), text.duration(p.duration), p.scope]]),
  );
}

describe('digital package prices (spec §9)', () => {
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

  it('engagement models: one-time from ₹4,999, retainer from ₹6,999 per month, bundles on request', () => {
    expect(digitalEngagementModels.map((m) => [m.id, text.price(m.startsFrom)])).toEqual([
      ['oneTime', 'From ₹4,999'],
      ['retainer', 'From ₹6,999 per month'],
      ['customBundle', 'On request'],
    ]);
  });

  it('formats a range billed per month', () => {
    expect(text.price({ kind: 'range', min: 1_00_000, max: 1_50_000, period: 'month' })).toBe(
      '₹1,00,000–₹1,50,000 per month',
    );
  });
});
