import { describe, expect, it } from 'vitest';
import { emailAddOns, smsAddOns, voiceAddOns, whatsappAddOns, type AddOn } from './add-ons';
import { emailPricing } from './email';
import { communicationEngagementModels } from './engagement-models';
import { rcsPricing, smsPricing } from './sms';
import { tierNames, type RateKey, type Tier, type VolumeBand } from './tiers';
import { voicePricing } from './voice';
import { whatsappPricing } from './whatsapp';

// The published figures, written out here so that a wrong data file fails.
function summary<K extends RateKey>(tiers: readonly Tier<K>[]) {
  return tiers.map(({ id, minVolume, maxVolume, rates }) => ({
    name: tierNames[id],
    minVolume,
    maxVolume,
    rates,
  }));
}

function expectContiguous<K extends RateKey>(tiers: readonly Tier<K>[]) {
  expect(tiers[0]?.minVolume).toBe(0);
  tiers.forEach((tier, index) => {
    const next = tiers[index + 1];
    if (next) {
      expect(tier.maxVolume, `${tier.id} is bounded`).toBeDefined();
      expect(tier.maxVolume!).toBeGreaterThanOrEqual(tier.minVolume);
      expect(next.minVolume, `${next.id} starts right after ${tier.id}`).toBe(tier.maxVolume! + 1);
    } else {
      expect(tier.maxVolume, `${tier.id} is open-ended`).toBeUndefined();
    }
  });
}

function addOnSummary(addOns: readonly AddOn[]) {
  return Object.fromEntries(addOns.map(({ id, price, fromTier }) => [id, { price, fromTier }]));
}

describe('SMS pricing', () => {
  it('has every published tier, band and promotional / transactional rate', () => {
    expect(summary(smsPricing.tiers)).toEqual([
      {
        name: 'Starter',
        minVolume: 0,
        maxVolume: 50_000,
        rates: { promotional: 0.14, transactional: 0.18 },
      },
      {
        name: 'Growth',
        minVolume: 50_001,
        maxVolume: 200_000,
        rates: { promotional: 0.12, transactional: 0.17 },
      },
      {
        name: 'Scale',
        minVolume: 200_001,
        maxVolume: 1_000_000,
        rates: { promotional: 0.1, transactional: 0.15 },
      },
      { name: 'Enterprise', minVolume: 1_000_001, maxVolume: undefined, rates: 'custom' },
    ]);
    expect(smsPricing.unit).toBe('SMS');
    expect(smsPricing.currency).toBe('INR');
  });

  it('has contiguous, non-overlapping volume bands', () => {
    expectContiguous(smsPricing.tiers);
  });

  it('has the RCS rates with their SMS fallback rates, on the SMS bands (not stated)', () => {
    expect(summary(rcsPricing.tiers).map(({ name, rates }) => ({ name, rates }))).toEqual([
      { name: 'Starter', rates: { rcs: 0.3, smsFallback: 0.18 } },
      { name: 'Growth', rates: { rcs: 0.27, smsFallback: 0.15 } },
      { name: 'Scale', rates: { rcs: 0.25, smsFallback: 0.14 } },
      { name: 'Enterprise', rates: 'custom' },
    ]);
    const band = ({ minVolume, maxVolume }: VolumeBand) => [minVolume, maxVolume];
    expect(rcsPricing.tiers.map(band)).toEqual(smsPricing.tiers.map(band));
    expect(rcsPricing.bandsStated).toBe(false);
  });
});

describe('voice pricing', () => {
  it('has every tier, band and outbound / inbound / recording rate per minute', () => {
    expect(summary(voicePricing.tiers)).toEqual([
      {
        name: 'Starter',
        minVolume: 0,
        maxVolume: 10_000,
        rates: { outbound: 0.45, inbound: 0.3, recording: 0.1 },
      },
      {
        name: 'Growth',
        minVolume: 10_001,
        maxVolume: 50_000,
        rates: { outbound: 0.4, inbound: 0.28, recording: 0.08 },
      },
      {
        name: 'Scale',
        minVolume: 50_001,
        maxVolume: 200_000,
        rates: { outbound: 0.36, inbound: 0.25, recording: 0.07 },
      },
      { name: 'Enterprise', minVolume: 200_001, maxVolume: undefined, rates: 'custom' },
    ]);
    expect(voicePricing.unit).toBe('minute');
  });

  it('has contiguous, non-overlapping minute bands', () => {
    expectContiguous(voicePricing.tiers);
  });
});

describe('email pricing', () => {
  it('has every tier, band and per-email rate', () => {
    expect(summary(emailPricing.tiers)).toEqual([
      { name: 'Starter', minVolume: 0, maxVolume: 50_000, rates: { perEmail: 0.025 } },
      { name: 'Growth', minVolume: 50_001, maxVolume: 200_000, rates: { perEmail: 0.02 } },
      { name: 'Scale', minVolume: 200_001, maxVolume: 1_000_000, rates: { perEmail: 0.018 } },
      { name: 'Enterprise', minVolume: 1_000_001, maxVolume: undefined, rates: 'custom' },
    ]);
  });

  it('has contiguous, non-overlapping volume bands', () => {
    expectContiguous(emailPricing.tiers);
  });

  it('prints its rates to a tenth of a paisa, as they are published', () => {
    expect(emailPricing.rateDecimals).toBe(3);
    expect(smsPricing.rateDecimals).toBe(2);
  });

  it('offers the dedicated IP at 2,000 a month from the Scale tier', () => {
    expect(emailAddOns.find((addOn) => addOn.id === 'dedicatedIp')).toEqual({
      id: 'dedicatedIp',
      price: { kind: 'monthly', amount: 2_000, from: false },
      fromTier: 'scale',
    });
  });
});

describe('WhatsApp pricing', () => {
  it('adds the 0.05 platform markup to each provider fee, to the paisa', () => {
    expect(
      whatsappPricing.categories.map(({ id, providerFee, platformMarkup, finalPrice }) => ({
        id,
        providerFee,
        platformMarkup,
        finalPrice,
      })),
    ).toEqual([
      { id: 'utility', providerFee: 0.32, platformMarkup: 0.05, finalPrice: 0.37 },
      { id: 'authentication', providerFee: 0.28, platformMarkup: 0.05, finalPrice: 0.33 },
      { id: 'marketing', providerFee: 0.73, platformMarkup: 0.05, finalPrice: 0.78 },
      { id: 'service', providerFee: 0.34, platformMarkup: 0.05, finalPrice: 0.39 },
    ]);
    for (const { providerFee, platformMarkup, finalPrice } of whatsappPricing.categories) {
      expect(finalPrice).toBeCloseTo(providerFee + platformMarkup, 10);
    }
  });

  it('prices a conversation for a 24-hour window', () => {
    expect(whatsappPricing.conversationWindowHours).toBe(24);
    expect(whatsappPricing.unit).toBe('conversation');
  });
});

describe('add-ons', () => {
  it('has the SMS page add-ons', () => {
    expect(addOnSummary(smsAddOns)).toEqual({
      virtualNumber: { price: { kind: 'monthly', amount: 1_500, from: true } },
      chatbot: { price: { kind: 'monthly', amount: 3_000, from: true } },
      crmErpIntegration: { price: { kind: 'oneTime', amount: 5_000, orMore: true } },
      slaDelivery: { price: { kind: 'includedInTier', tier: 'enterprise' } },
    });
  });

  it('has the voice page add-ons', () => {
    expect(addOnSummary(voiceAddOns)).toEqual({
      virtualNumber: { price: { kind: 'monthly', amount: 750, from: false } },
      tollFreeNumber: { price: { kind: 'monthly', amount: 1_500, from: true } },
      voiceBot: { price: { kind: 'monthly', amount: 4_000, from: true } },
    });
  });

  it('has the email page add-ons', () => {
    expect(addOnSummary(emailAddOns)).toEqual({
      dedicatedIp: { price: { kind: 'monthly', amount: 2_000, from: false }, fromTier: 'scale' },
      ipWarmup: { price: { kind: 'oneTime', amount: 3_500, orMore: false } },
      crmIntegration: { price: { kind: 'oneTime', amount: 5_000, orMore: false } },
    });
  });

  it('has the WhatsApp page add-ons', () => {
    expect(addOnSummary(whatsappAddOns)).toEqual({
      chatbot: { price: { kind: 'monthly', amount: 3_000, from: true } },
      businessVerification: { price: { kind: 'included' } },
      templateApproval: { price: { kind: 'included' } },
    });
  });
});

describe('engagement models', () => {
  it('starts pay-as-you-go at 0.10 per SMS, and quotes the others', () => {
    expect(communicationEngagementModels).toEqual([
      { id: 'payAsYouGo', startsFrom: { kind: 'from', amount: 0.1, per: { unit: 'SMS' } } },
      { id: 'monthlySubscription', startsFrom: { kind: 'customQuote' } },
      { id: 'enterprise', startsFrom: { kind: 'customQuote' } },
    ]);
  });
});
