import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import firstList from '@/content/pricing/price-lists/2026-11-22.json';
import { parsePriceLists, priceListProblems, type PriceList } from './price-list-schema';
import { createPriceRegistry } from './price-registry';

const file = 'content/pricing/price-lists/2026-11-22.json';

/** A copy of the site's first list with one edit. */
function edited(edit: (list: PriceList) => void): PriceList {
  const copy = structuredClone(firstList) as PriceList;
  edit(copy);
  return copy;
}

describe('the price list check', () => {
  it('passes the site list', () => {
    expect(priceListProblems(file, firstList)).toEqual([]);
  });

  it('refuses a negative rate in one line: the file, the path and the rule', () => {
    const negative = edited((list) => {
      const growth = list.sms.tiers[1]!;
      if (growth.rates !== 'custom') growth.rates.transactional = -0.17;
    });
    expect(priceListProblems(file, negative)).toEqual([
      'content/pricing/price-lists/2026-11-22.json: sms.tiers[1].rates.transactional must be more than 0',
    ]);
    expect(() => parsePriceLists([{ file, data: negative }])).toThrow(
      /^content\/pricing\/price-lists\/2026-11-22\.json: sms\.tiers\[1\]\.rates\.transactional must be more than 0$/,
    );
  });

  it('refuses a tier that does not start where the one before ends', () => {
    const gap = edited((list) => {
      list.sms.tiers[1]!.minVolume = 50_002;
    });
    expect(priceListProblems(file, gap)).toEqual([
      'content/pricing/price-lists/2026-11-22.json: sms.tiers[1].minVolume must be 50,001',
    ]);
  });

  it('refuses rates more precise than published, a missing rate and a wrong WhatsApp sum', () => {
    const precise = edited((list) => {
      const starter = list.email.tiers[0]!;
      if (starter.rates !== 'custom') starter.rates.perEmail = 0.0255;
      list.whatsapp.categories.service.finalPrice = 0.4;
    });
    expect(priceListProblems(file, precise)).toEqual([
      `${file}: email.tiers[0].rates.perEmail must have at most 3 decimals (rateDecimals)`,
      `${file}: whatsapp.categories.service.finalPrice must be 0.39 (providerFee + platformMarkup)`,
    ]);
    const missing = structuredClone(firstList) as { voice: { tiers: { rates: object }[] } };
    missing.voice.tiers[0]!.rates = { outbound: 0.45, inbound: 0.3 };
    expect(priceListProblems(file, missing)).toEqual([
      `${file}: voice.tiers[0].rates.recording is missing`,
    ]);
  });

  it('refuses a list whose date is not the one its file is named by', () => {
    expect(priceListProblems('content/pricing/price-lists/2027-01-01.json', firstList)).toEqual([
      'content/pricing/price-lists/2027-01-01.json: effectiveFrom must be the date the file is named by (2027-01-01)',
    ]);
  });
});

describe('the price registry', () => {
  const second = edited((list) => {
    list.effectiveFrom = '2027-01-01';
  });

  it('applies the latest list dated up to today, and keeps a later one waiting', () => {
    expect(createPriceRegistry([firstList as PriceList, second], '2026-12-31').current).toBe(
      firstList,
    );
    const later = createPriceRegistry([second, firstList as PriceList], '2027-01-01');
    expect(later.current).toBe(second);
    expect(later.first).toBe(firstList);
    expect(later.inEffectOn('2026-12-15')).toBe(firstList);
    expect(later.inEffectOn('2026-11-21')).toBeUndefined();
  });
});

describe('the build', () => {
  it('stops before `next build` on a bad edit, naming the file, the path and the rule', async () => {
    const root = mkdtempSync(join(tmpdir(), 'price-lists-'));
    try {
      const folder = join(root, 'content/pricing/price-lists');
      cpSync('content/pricing/price-lists', folder, { recursive: true });
      const path = join(folder, '2026-11-22.json');
      const list = JSON.parse(readFileSync(path, 'utf8')) as PriceList;
      list.voice.tiers[2]!.minVolume = 50_000;
      writeFileSync(path, JSON.stringify(list, null, 2));
      const script = join(process.cwd(), 'scripts/build-if-needed.mjs');
      const failure = await promisify(execFile)('node', [script, '--check-prices'], {
        cwd: root,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failure).toMatchObject({
        code: 1,
        stderr:
          'content/pricing/price-lists/2026-11-22.json: voice.tiers[2].minVolume must be 50,001\n',
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
