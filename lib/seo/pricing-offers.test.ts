import { describe, expect, it } from 'vitest';
import { digitalMarketingPackages, webDevelopmentPackages } from '@/content/pricing/digital';
import { emailPricing } from '@/content/pricing/email';
import { rcsPricing, smsPricing } from '@/content/pricing/sms';
import { voicePricing } from '@/content/pricing/voice';
import { digitalOffers, tierOffers, whatsappOffers } from './pricing-offers';

describe('pricing offers for structured data', () => {
  it('lists every SMS and RCS rate with its tier and stated volume band, leaving out custom tiers', () => {
    const offers = [...tierOffers(smsPricing), ...tierOffers(rcsPricing)];
    expect(offers.find((o) => o.name === 'Starter: Promotional')).toMatchObject({
      price: 0.14,
      currency: 'INR',
      unit: 'SMS',
      quantity: { min: 0, max: 50_000 },
    });
    expect(offers.find((o) => o.name === 'Scale: Transactional')).toMatchObject({
      price: 0.15,
      quantity: { min: 200_001, max: 1_000_000 },
    });
    expect(offers.find((o) => o.name === 'Growth: RCS rich message')).toMatchObject({
      price: 0.27,
    });
    expect(offers.find((o) => o.name === 'Growth: RCS rich message')?.quantity).toBeUndefined();
    expect(offers.some((o) => o.name.startsWith('Enterprise'))).toBe(false);
    expect(offers).toHaveLength(12);
  });

  it('lists voice, email and WhatsApp prices, in the currency of their price list', () => {
    expect(tierOffers(voicePricing)).toHaveLength(9);
    expect(tierOffers(emailPricing).map((o) => o.price)).toEqual([0.025, 0.02, 0.018]);
    expect(whatsappOffers().map((o) => [o.name, o.price, o.currency])).toEqual([
      ['Utility', 0.37, 'INR'],
      ['Authentication (OTP)', 0.33, 'INR'],
      ['Marketing (opt-in only)', 0.78, 'INR'],
      ['Service (user-initiated)', 0.39, 'INR'],
    ]);
  });

  it('turns digital packages into offers, a price range with its top', () => {
    expect(digitalOffers(webDevelopmentPackages, (id) => id)).toEqual([
      { name: 'staticSite', price: 9999, currency: 'INR', unit: 'project' },
      { name: 'businessCms', price: 15000, maxPrice: 25000, currency: 'INR', unit: 'project' },
      { name: 'customWebApp', price: 30000, currency: 'INR', unit: 'project' },
    ]);
    expect(
      digitalOffers(digitalMarketingPackages, (id) => id).map((o) => [o.price, o.unit]),
    ).toEqual([
      [8999, 'project'],
      [6999, 'month'],
      [4999, 'campaign'],
      [2999, 'campaign'],
    ]);
  });
});
