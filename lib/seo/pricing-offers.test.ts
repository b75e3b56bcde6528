import { describe, expect, it } from 'vitest';
import {
  designPackages,
  digitalMarketingPackages,
  webDevelopmentPackages,
} from '@/content/pricing/digital';
import {
  digitalOffers,
  emailOffers,
  headlinePrices,
  lowestPackagePrice,
  smsOffers,
  voiceOffers,
  whatsappOffers,
} from './pricing-offers';

describe('pricing offers for structured data', () => {
  it('lists every SMS and RCS rate with its tier and volume band, leaving out custom tiers', () => {
    const offers = smsOffers({
      promotional: 'promo',
      transactional: 'trans',
      rcs: 'RCS',
      smsFallback: 'fallback',
    });
    expect(offers.find((o) => o.name === 'Starter: promo')).toMatchObject({
      price: 0.14,
      unit: 'SMS',
      quantity: { min: 0, max: 50_000 },
    });
    expect(offers.find((o) => o.name === 'Scale: trans')).toMatchObject({
      price: 0.15,
      quantity: { min: 200_001, max: 1_000_000 },
    });
    expect(offers.find((o) => o.name === 'Growth: RCS')).toMatchObject({ price: 0.27 });
    expect(offers.find((o) => o.name === 'Growth: RCS')?.quantity).toBeUndefined();
    expect(offers.some((o) => o.name.startsWith('Enterprise'))).toBe(false);
    expect(offers).toHaveLength(12);
  });

  it('lists voice, email and WhatsApp prices', () => {
    expect(voiceOffers({ outbound: 'out', inbound: 'in', recording: 'rec' })).toHaveLength(9);
    expect(emailOffers('per email').map((o) => o.price)).toEqual([0.025, 0.02, 0.018]);
    expect(whatsappOffers((id) => id).map((o) => [o.name, o.price])).toEqual([
      ['utility', 0.37],
      ['authentication', 0.33],
      ['marketing', 0.78],
      ['service', 0.39],
    ]);
  });

  it('leads each pricing page with its lowest listed price', () => {
    expect(headlinePrices.sms).toEqual({ amount: 0.1, unit: 'SMS' });
    expect(headlinePrices.voice).toEqual({ amount: 0.25, unit: 'minute' });
    expect(headlinePrices.email).toEqual({ amount: 0.018, unit: 'email' });
    expect(headlinePrices.whatsapp).toEqual({ amount: 0.33, unit: 'conversation' });
  });

  it('turns digital packages into offers, a price range with its top', () => {
    expect(digitalOffers(webDevelopmentPackages, (id) => id)).toEqual([
      { name: 'staticSite', price: 9999, unit: 'project' },
      { name: 'businessCms', price: 15000, maxPrice: 25000, unit: 'project' },
      { name: 'customWebApp', price: 30000, unit: 'project' },
    ]);
    expect(
      digitalOffers(digitalMarketingPackages, (id) => id).map((o) => [o.price, o.unit]),
    ).toEqual([
      [8999, 'project'],
      [6999, 'month'],
      [4999, 'campaign'],
      [2999, 'campaign'],
    ]);
    expect(lowestPackagePrice(designPackages)).toBe(2499);
    expect(lowestPackagePrice(webDevelopmentPackages)).toBe(9999);
  });
});
