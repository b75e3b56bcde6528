import { describe, expect, it } from 'vitest';
import { currentPrices } from '@/content/pricing/prices';
import type { EstimateChannelId } from '@/content/pricing/estimates';
import { billsPerPart, estimate as estimateWith, type Volumes } from './estimate';

// The site's own prices, the ones the figures below are worked from.
const estimate = (channel: EstimateChannelId, volumes: Volumes, parts = 1) =>
  estimateWith(channel, volumes, { parts, prices: currentPrices });

// Figures worked by hand from the published tables, read as `estimate` says:
// [channel, volumes, parts, tiers, subtotal in rupees (undefined: Enterprise, no figure)].
describe('monthly estimates', () => {
  it.each([
    // SMS: 50,000 is the top of Starter (0.14) and 50,001 the start of Growth (0.12).
    ['sms', { promotional: 50_000 }, 1, ['starter'], 7_000],
    ['sms', { promotional: 50_001 }, 1, ['growth'], 6_000.12],
    // 60,000 in all: Growth, 30,000 × 0.12 + 30,000 × 0.17.
    ['sms', { promotional: 30_000, transactional: 30_000 }, 1, ['growth'], 8_700],
    ['sms', { promotional: 1_000_000 }, 1, ['scale'], 100_000],
    ['sms', { promotional: 1_000_001 }, 1, ['enterprise'], undefined],
    // RCS picks its own tier on the SMS bands: 10,000 × 0.30, 60,000 × 0.27.
    ['sms', { rcs: 10_000 }, 1, ['starter'], 3_000],
    ['sms', { rcs: 60_000 }, 1, ['growth'], 16_200],
    ['sms', { transactional: 60_000, rcs: 10_000 }, 1, ['growth', 'starter'], 13_200],
    // Parts, not messages, pick the tier: 1,00,000 × 3 = 3,00,000 is Scale at 0.15.
    ['sms', { transactional: 100_000 }, 3, ['scale'], 45_000],
    // 25,000 × 2 = 50,000: the top of Starter; 25,001 × 2 = 50,002: Growth.
    ['sms', { promotional: 25_000 }, 2, ['starter'], 7_000],
    ['sms', { promotional: 25_001 }, 2, ['growth'], 6_000.24],
    // 1,00,001 × 2 = 2,00,002 is Scale.
    ['sms', { transactional: 100_001 }, 2, ['scale'], 30_000.3],
    // (20,000 + 10,000) × 2 = 60,000: Growth. 40,000 × 0.12 + 20,000 × 0.17.
    ['sms', { promotional: 20_000, transactional: 10_000 }, 2, ['growth'], 8_200],
    // 5,00,000 × 2 = 10,00,000 is the top of Scale; 5,00,001 × 2 is Enterprise.
    ['sms', { promotional: 500_000 }, 2, ['scale'], 100_000],
    ['sms', { promotional: 500_001 }, 2, ['enterprise'], undefined],
    ['sms', { transactional: 100_000 }, 10, ['scale'], 150_000],
    // RCS messages have no parts.
    ['sms', { rcs: 10_000 }, 3, ['starter'], 3_000],
    ['sms', { transactional: 30_000, rcs: 10_000 }, 2, ['growth', 'starter'], 13_200],
    // Voice: 10,000 minutes is the top of Starter and 10,001 the start of Growth.
    ['voice', { outbound: 10_000 }, 1, ['starter'], 4_500],
    ['voice', { outbound: 10_001 }, 1, ['growth'], 4_000.4],
    // 11,000 call minutes: Growth. 6,000 × 0.40 + 5,000 × 0.28 + 2,000 × 0.08.
    ['voice', { outbound: 6_000, inbound: 5_000, recording: 2_000 }, 1, ['growth'], 3_960],
    // Recording is billed at the tier of the calls without counting towards it.
    ['voice', { outbound: 10_000, recording: 5_000 }, 1, ['starter'], 5_000],
    ['voice', { outbound: 200_000 }, 1, ['scale'], 72_000],
    ['voice', { outbound: 150_000, inbound: 50_001 }, 1, ['enterprise'], undefined],
    // Channels without parts ignore them.
    ['voice', { outbound: 10_000 }, 3, ['starter'], 4_500],
    // Email: billed at the tenth of a paisa, each amount rounded to the paisa.
    ['email', { emails: 50_000 }, 2, ['starter'], 1_250],
    ['email', { emails: 50_001 }, 1, ['growth'], 1_000.02],
    ['email', { emails: 12_345 }, 1, ['starter'], 308.63],
    ['email', { emails: 1_000_000 }, 1, ['scale'], 18_000],
    ['email', { emails: 1_000_001 }, 1, ['enterprise'], undefined],
    // WhatsApp: each category at its final price, whatever the volume.
    ['whatsapp', { utility: 1_000, marketing: 500 }, 1, [], 760],
    ['whatsapp', { authentication: 10_000_000 }, 1, [], 3_300_000],
  ] as const)('%s %o in %i parts: %o, ₹%d', (channel, volumes, parts, tiers, subtotal) => {
    const result = estimate(channel, volumes, parts);
    expect(result.tiers).toEqual(tiers);
    expect(result.enterprise).toBe(subtotal === undefined);
    expect(result.subtotalPaise === undefined ? undefined : result.subtotalPaise / 100).toBe(
      subtotal,
    );
    if (subtotal === undefined) {
      expect(result.totalPaise).toBeUndefined();
      expect(result.lines.every((line) => line.amountPaise === undefined)).toBe(true);
    }
  });

  it('bills 1,00,000 two-part transactional SMS as 2,00,000: Growth at 0.17, ₹34,000.00 + GST ₹6,120.00', () => {
    expect(estimate('sms', { transactional: 100_000 }, 2)).toEqual({
      channel: 'sms',
      pricesFrom: '2026-11-22',
      lines: [
        {
          item: 'transactional',
          volume: 100_000,
          parts: 2,
          tier: 'growth',
          rate: 0.17,
          rateDecimals: 2,
          amountPaise: 3_400_000,
        },
      ],
      tiers: ['growth'],
      enterprise: false,
      subtotalPaise: 3_400_000,
      gstPaise: 612_000,
      totalPaise: 4_012_000,
    });
    // One part is no part; 1 SMS at ₹0.18 is 18 paise, and its GST of 3.24 paise is 3 paise.
    expect(estimate('sms', { transactional: 100_000 }).lines[0]).not.toHaveProperty('parts');
    expect(estimate('sms', { transactional: 1 })).toMatchObject({ gstPaise: 3, totalPaise: 21 });
    expect(estimate('sms', {})).toMatchObject({ lines: [], tiers: [], subtotalPaise: 0 });
    expect(['sms', 'voice', 'email', 'whatsapp'].map((c) => billsPerPart(c as never))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
