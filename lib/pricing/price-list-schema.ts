import { z } from 'zod';
import { formatCount } from '@/lib/format/rupees';

/**
 * The one check of a price list file (content/pricing/price-lists/<date>.json), run by the build
 * before `next build` (scripts/build-if-needed.mjs) and again as the site's modules load it
 * (content/pricing/prices.ts). Every mistake is one line that names the file, the path inside it
 * and the rule, so a person who is not a developer can fix it.
 */

const tierIds = ['starter', 'growth', 'scale', 'enterprise'] as const;

// Rates are priced to at most a tenth of a paisa: lib/pricing/estimate.ts counts in thousandths.
const MAX_RATE_DECIMALS = 3;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'must be a day of the calendar');

const rate = z.number().positive();

function ratesOf<K extends string>(keys: readonly K[]) {
  return z.strictObject(
    Object.fromEntries(keys.map((key) => [key, rate])) as Record<K, typeof rate>,
  );
}

function tieredChannel<K extends string>(keys: readonly K[]) {
  return z.strictObject({
    rateDecimals: z.number().int().min(0).max(MAX_RATE_DECIMALS),
    tiers: z
      .array(
        z.strictObject({
          id: z.enum(tierIds),
          minVolume: z.number().int().min(0),
          maxVolume: z.number().int().optional(),
          rates: z.union([z.literal('custom'), ratesOf(keys)]),
        }),
      )
      .min(1),
  });
}

const whatsappCategory = z.strictObject({ providerFee: rate, finalPrice: rate });

export const priceListSchema = z.strictObject({
  effectiveFrom: day,
  sms: tieredChannel(['promotional', 'transactional']),
  /** RCS rides on the SMS bands: a rate per SMS tier. */
  rcs: z.strictObject({
    rateDecimals: z.number().int().min(0).max(MAX_RATE_DECIMALS),
    rates: z.strictObject(
      Object.fromEntries(
        tierIds.map((id) => [id, z.union([z.literal('custom'), ratesOf(['rcs', 'smsFallback'])])]),
      ) as Record<
        (typeof tierIds)[number],
        z.ZodUnion<[z.ZodLiteral<'custom'>, ReturnType<typeof ratesOf<'rcs' | 'smsFallback'>>]>
      >,
    ),
  }),
  voice: tieredChannel(['outbound', 'inbound', 'recording']),
  email: tieredChannel(['perEmail']),
  whatsapp: z.strictObject({
    rateDecimals: z.number().int().min(0).max(MAX_RATE_DECIMALS),
    platformMarkup: rate,
    categories: z.strictObject({
      utility: whatsappCategory,
      authentication: whatsappCategory,
      marketing: whatsappCategory,
      service: whatsappCategory,
    }),
  }),
});

/** One price list, as checked: the shape every price on the site is read from. */
export type PriceList = z.output<typeof priceListSchema>;

type Path = readonly PropertyKey[];
type Problem = { path: Path; rule: string };

const hasDecimalsWithin = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
};

/** The rules across fields: bands that follow each other, rates as precise as published, sums. */
function listProblems(list: PriceList): Problem[] {
  const problems: Problem[] = [];
  const decimals = (path: Path, value: number, places: number) => {
    if (!hasDecimalsWithin(value, places)) {
      problems.push({ path, rule: `must have at most ${places} decimals (rateDecimals)` });
    }
  };
  for (const channel of ['sms', 'voice', 'email'] as const) {
    const { tiers, rateDecimals } = list[channel];
    const seen = new Set<string>();
    tiers.forEach((tier, index) => {
      const at = [channel, 'tiers', index];
      const previous = tiers[index - 1];
      const last = index === tiers.length - 1;
      if (seen.has(tier.id)) problems.push({ path: [...at, 'id'], rule: `repeats ${tier.id}` });
      seen.add(tier.id);
      const start = previous ? (previous.maxVolume ?? Number.NaN) + 1 : 0;
      if (!Number.isNaN(start) && tier.minVolume !== start) {
        problems.push({ path: [...at, 'minVolume'], rule: `must be ${formatCount(start)}` });
      }
      if (last && tier.maxVolume !== undefined) {
        problems.push({
          path: [...at, 'maxVolume'],
          rule: 'must be left out: the last tier is open-ended',
        });
      }
      if (!last && tier.maxVolume === undefined) {
        problems.push({
          path: [...at, 'maxVolume'],
          rule: 'is missing: only the last tier is open-ended',
        });
      }
      if (tier.maxVolume !== undefined && tier.maxVolume < tier.minVolume) {
        problems.push({
          path: [...at, 'maxVolume'],
          rule: `must be at least ${formatCount(tier.minVolume)} (minVolume)`,
        });
      }
      if (tier.rates !== 'custom') {
        for (const [key, value] of Object.entries(tier.rates)) {
          decimals([...at, 'rates', key], value, rateDecimals);
        }
      }
    });
  }
  for (const [id, rates] of Object.entries(list.rcs.rates)) {
    if (rates === 'custom') continue;
    for (const [key, value] of Object.entries(rates)) {
      decimals(['rcs', 'rates', id, key], value, list.rcs.rateDecimals);
    }
  }
  const { whatsapp } = list;
  decimals(['whatsapp', 'platformMarkup'], whatsapp.platformMarkup, whatsapp.rateDecimals);
  for (const [id, category] of Object.entries(whatsapp.categories)) {
    const at = ['whatsapp', 'categories', id];
    decimals([...at, 'providerFee'], category.providerFee, whatsapp.rateDecimals);
    decimals([...at, 'finalPrice'], category.finalPrice, whatsapp.rateDecimals);
    const sum = (category.providerFee + whatsapp.platformMarkup).toFixed(whatsapp.rateDecimals);
    if (Math.abs(category.finalPrice - Number(sum)) > 1e-9) {
      problems.push({
        path: [...at, 'finalPrice'],
        rule: `must be ${sum} (providerFee + platformMarkup)`,
      });
    }
  }
  return problems;
}

const typeNames: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text in quotes',
  object: 'an object { }',
  array: 'a list [ ]',
};

/** A zod issue as the rules this file states them; a union names the branch the value took. */
function issueProblems(issue: z.core.$ZodIssue, base: Path = []): Problem[] {
  const path = [...base, ...issue.path];
  switch (issue.code) {
    case 'invalid_union': {
      const taken = issue.errors.find((branch) => !branch.some((inner) => inner.path.length === 0));
      return taken
        ? taken.flatMap((inner) => issueProblems(inner, path))
        : [{ path, rule: 'must be "custom" or a rate for each key' }];
    }
    case 'invalid_type':
      return [
        {
          path,
          rule:
            issue.input === undefined
              ? 'is missing'
              : `must be ${typeNames[issue.expected] ?? issue.expected}`,
        },
      ];
    case 'unrecognized_keys':
      return [{ path, rule: `has a key it does not take: ${issue.keys.join(', ')}` }];
    case 'invalid_value':
      return [{ path, rule: `must be one of ${issue.values.join(', ')}` }];
    case 'too_small':
      return [
        {
          path,
          rule:
            issue.origin === 'array'
              ? 'must hold at least one tier'
              : issue.inclusive
                ? `must be at least ${issue.minimum}`
                : `must be more than ${issue.minimum}`,
        },
      ];
    case 'too_big':
      return [{ path, rule: `must be at most ${issue.maximum}` }];
    default:
      return [{ path, rule: issue.message }];
  }
}

/** 'sms.tiers[1].minVolume'. */
export function formatPath(path: Path): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** A price list that fails its check: one line per mistake, each naming the file and the path. */
export class PriceListError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'PriceListError';
  }
}

const problemLine = (file: string, { path, rule }: Problem) =>
  `${file}: ${path.length > 0 ? `${formatPath(path)} ` : ''}${rule}`;

/** The mistakes of one price list file, one line each; none when it is right. */
export function priceListProblems(file: string, data: unknown): string[] {
  const parsed = priceListSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    return parsed.error.issues
      .flatMap((issue) => issueProblems(issue))
      .map((problem) => problemLine(file, problem));
  }
  const problems = listProblems(parsed.data);
  const named = /(\d{4}-\d{2}-\d{2})\.json$/.exec(file)?.[1];
  if (named !== parsed.data.effectiveFrom) {
    problems.push({
      path: ['effectiveFrom'],
      rule: `must be the date the file is named by${named ? ` (${named})` : ', YYYY-MM-DD.json'}`,
    });
  }
  return problems.map((problem) => problemLine(file, problem));
}

/**
 * Every price list checked, oldest first; throws a PriceListError naming each mistake. Two lists
 * may not take effect on the same day.
 */
export function parsePriceLists(files: readonly { file: string; data: unknown }[]): PriceList[] {
  const lines = files.flatMap(({ file, data }) => priceListProblems(file, data));
  if (files.length === 0) lines.push('content/pricing/price-lists: holds no price list');
  if (lines.length > 0) throw new PriceListError(lines);
  return files
    .map(({ data }) => priceListSchema.parse(data))
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}
