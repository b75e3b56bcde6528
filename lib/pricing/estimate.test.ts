import { describe, expect, it } from 'vitest';
import { currentPrices } from '@/content/pricing/prices';
import { billsPerPart, estimate as estimateWith, type Volumes } from './estimate';
import type { EstimateChannelId } from '@/content/pricing/estimates';

// The site's own prices, the ones the figures below are worked from.
const estimate = (channel: EstimateChannelId, volumes: Volumes, { parts = 1 } = {}) =>
  estimateWith(channel, volumes, { parts, prices: currentPrices });

const rupees = (paise: number | undefined) => (paise === undefined ? undefined : paise / 100);
const total = (...args: Parameters<typeof estimate>) => rupees(estimate(...args).subtotalPaise);

// Figures worked by hand from the published tables, read as `estimate` says.
describe('SMS estimates', () => {
  it('1,00,000 transactional SMS is the Growth tier at 0.17, ₹17,000.00', () => {
    const result = estimate('sms', { transactional: 100_000 });
    expect(result.tiers).toEqual(['growth']);
    expect(result.lines).toEqual([
      {
        item: 'transactional',
        volume: 100_000,
        tier: 'growth',
        rate: 0.17,
        rateDecimals: 2,
        amountPaise: 1_700_000,
      },
    ]);
    expect(rupees(result.subtotalPaise)).toBe(17_000);
  });

  it('50,000 is the top of Starter and 50,001 the start of Growth', () => {
    expect(total('sms', { promotional: 50_000 })).toBe(7_000);
    expect(total('sms', { promotional: 50_001 })).toBe(6_000.12);
  });

  it('promotional and transactional together pick the tier, each at its own rate', () => {
    // 60,000 in all: Growth, 30,000 × 0.12 + 30,000 × 0.17.
    expect(total('sms', { promotional: 30_000, transactional: 30_000 })).toBe(8_700);
  });

  it('1,000,000 is the top of Scale; 1,000,001 is an Enterprise custom quote with no figure', () => {
    expect(total('sms', { promotional: 1_000_000 })).toBe(100_000);
    const enterprise = estimate('sms', { promotional: 1_000_001 });
    expect(enterprise.enterprise).toBe(true);
    expect(enterprise.subtotalPaise).toBeUndefined();
    expect(enterprise.gstPaise).toBeUndefined();
    expect(enterprise.totalPaise).toBeUndefined();
    expect(enterprise.tiers).toEqual(['enterprise']);
    expect(enterprise.lines[0]).toMatchObject({ tier: 'enterprise' });
    expect(enterprise.lines[0]?.amountPaise).toBeUndefined();
  });

  it('RCS messages pick their own tier on the SMS bands', () => {
    expect(total('sms', { rcs: 10_000 })).toBe(3_000);
    expect(total('sms', { rcs: 60_000 })).toBe(16_200);
    // 60,000 transactional (Growth) beside 10,000 RCS (Starter).
    const mixed = estimate('sms', { transactional: 60_000, rcs: 10_000 });
    expect(mixed.tiers).toEqual(['growth', 'starter']);
    expect(rupees(mixed.subtotalPaise)).toBe(13_200);
  });
});

describe('SMS estimates in parts', () => {
  it('bills 1,00,000 two-part transactional SMS as 2,00,000: Growth at 0.17, ₹34,000.00', () => {
    const { tiers, lines, subtotalPaise } = estimate(
      'sms',
      { transactional: 100_000 },
      { parts: 2 },
    );
    expect(tiers).toEqual(['growth']);
    // The line keeps the messages and says how many parts each is billed as.
    expect(lines).toMatchObject([
      { volume: 100_000, parts: 2, rate: 0.17, amountPaise: 3_400_000 },
    ]);
    expect(rupees(subtotalPaise)).toBe(34_000);
  });

  it('adds GST at 18% to the subtotal: ₹34,000.00 + ₹6,120.00 = ₹40,120.00', () => {
    const result = estimate('sms', { transactional: 100_000 }, { parts: 2 });
    expect(result).toMatchObject({
      subtotalPaise: 3_400_000,
      gstPaise: 612_000,
      totalPaise: 4_012_000,
    });
    // 1 SMS at ₹0.18 (Starter): 18 paise, and GST of 3.24 paise is 3 paise.
    expect(estimate('sms', { transactional: 1 })).toMatchObject({
      subtotalPaise: 18,
      gstPaise: 3,
      totalPaise: 21,
    });
  });

  it('bills three parts as 3,00,000: Scale at 0.15, ₹45,000.00', () => {
    const result = estimate('sms', { transactional: 100_000 }, { parts: 3 });
    expect(result.tiers).toEqual(['scale']);
    expect(rupees(result.subtotalPaise)).toBe(45_000);
  });

  it('lets the parts, not the messages, cross a band', () => {
    // 25,000 × 2 = 50,000: the top of Starter, at 0.14.
    expect(estimate('sms', { promotional: 25_000 }, { parts: 2 }).tiers).toEqual(['starter']);
    expect(total('sms', { promotional: 25_000 }, { parts: 2 })).toBe(7_000);
    // 25,001 × 2 = 50,002: Growth, at 0.12.
    expect(estimate('sms', { promotional: 25_001 }, { parts: 2 }).tiers).toEqual(['growth']);
    expect(total('sms', { promotional: 25_001 }, { parts: 2 })).toBe(6_000.24);
    // 1,00,000 × 2 = 2,00,000 is the top of Growth; 1,00,001 × 2 = 2,00,002 is Scale.
    expect(total('sms', { transactional: 100_001 }, { parts: 2 })).toBe(30_000.3);
  });

  it('adds promotional and transactional parts together to pick the tier', () => {
    // (20,000 + 10,000) × 2 = 60,000: Growth. 40,000 × 0.12 + 20,000 × 0.17.
    expect(total('sms', { promotional: 20_000, transactional: 10_000 }, { parts: 2 })).toBe(8_200);
  });

  it('is an Enterprise custom quote past 10,00,000 parts', () => {
    // 5,00,000 × 2 = 10,00,000: the top of Scale, at 0.10.
    expect(total('sms', { promotional: 500_000 }, { parts: 2 })).toBe(100_000);
    // 5,00,001 × 2 = 10,00,002.
    const enterprise = estimate('sms', { promotional: 500_001 }, { parts: 2 });
    expect(enterprise.enterprise).toBe(true);
    expect(enterprise.tiers).toEqual(['enterprise']);
    expect(enterprise.subtotalPaise).toBeUndefined();
    expect(enterprise.gstPaise).toBeUndefined();
    expect(enterprise.totalPaise).toBeUndefined();
    expect(enterprise.lines).toEqual([
      { item: 'promotional', volume: 500_001, parts: 2, tier: 'enterprise', rateDecimals: 2 },
    ]);
    // 1,00,000 × 10 = 10,00,000 is still Scale.
    expect(total('sms', { transactional: 100_000 }, { parts: 10 })).toBe(150_000);
  });

  it('never splits RCS messages, which keep their own tier', () => {
    expect(total('sms', { rcs: 10_000 }, { parts: 3 })).toBe(3_000);
    // 30,000 transactional × 2 = 60,000 (Growth) beside 10,000 RCS (Starter).
    const mixed = estimate('sms', { transactional: 30_000, rcs: 10_000 }, { parts: 2 });
    expect(mixed.tiers).toEqual(['growth', 'starter']);
    expect(mixed.lines.map((line) => line.parts)).toEqual([2, undefined]);
    expect(rupees(mixed.subtotalPaise)).toBe(13_200);
  });

  it('leaves one part, and the channels without parts, as they were', () => {
    expect(estimate('sms', { transactional: 100_000 }, { parts: 1 })).toEqual(
      estimate('sms', { transactional: 100_000 }),
    );
    expect(total('voice', { outbound: 10_000 }, { parts: 3 })).toBe(4_500);
    expect(total('email', { emails: 50_000 }, { parts: 2 })).toBe(1_250);
    expect(billsPerPart('sms')).toBe(true);
    for (const channel of ['voice', 'email', 'whatsapp'] as const) {
      expect(billsPerPart(channel), channel).toBe(false);
    }
  });
});

describe('voice estimates', () => {
  it('10,000 minutes is the top of Starter and 10,001 the start of Growth', () => {
    expect(total('voice', { outbound: 10_000 })).toBe(4_500);
    expect(total('voice', { outbound: 10_001 })).toBe(4_000.4);
  });

  it('outbound and inbound pick the tier; recording is billed at that tier without counting', () => {
    // 11,000 call minutes: Growth. 6,000 × 0.40 + 5,000 × 0.28 + 2,000 × 0.08.
    expect(total('voice', { outbound: 6_000, inbound: 5_000, recording: 2_000 })).toBe(3_960);
    // 10,000 call minutes stay Starter, however many are recorded.
    expect(estimate('voice', { outbound: 10_000, recording: 5_000 }).tiers).toEqual(['starter']);
    expect(total('voice', { outbound: 10_000, recording: 5_000 })).toBe(5_000);
  });

  it('past 2,00,000 call minutes is an Enterprise quote', () => {
    expect(total('voice', { outbound: 200_000 })).toBe(72_000);
    expect(estimate('voice', { outbound: 150_000, inbound: 50_001 }).enterprise).toBe(true);
  });
});

describe('email estimates', () => {
  it('bills at the tenth of a paisa, then rounds the amount to the paisa', () => {
    expect(total('email', { emails: 50_000 })).toBe(1_250);
    expect(total('email', { emails: 50_001 })).toBe(1_000.02);
    expect(total('email', { emails: 12_345 })).toBe(308.63);
  });

  it('1,000,000 is the top of Scale and 1,000,001 an Enterprise quote', () => {
    expect(total('email', { emails: 1_000_000 })).toBe(18_000);
    expect(estimate('email', { emails: 1_000_001 }).enterprise).toBe(true);
  });
});

describe('WhatsApp estimates', () => {
  it('bills each category at its final price, whatever the volume', () => {
    // 1,000 × 0.37 + 500 × 0.78 + 1,00,00,000 × 0.33.
    expect(total('whatsapp', { utility: 1_000, marketing: 500 })).toBe(760);
    expect(total('whatsapp', { authentication: 10_000_000 })).toBe(3_300_000);
    expect(estimate('whatsapp', { service: 3 }).tiers).toEqual([]);
  });
});

describe('an empty estimate', () => {
  it('has no lines and a total of nothing', () => {
    expect(estimate('sms', {})).toMatchObject({ lines: [], tiers: [], subtotalPaise: 0 });
  });
});
