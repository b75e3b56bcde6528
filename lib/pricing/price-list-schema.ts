import { z } from 'zod';
import { formatCount } from '@/lib/format/rupees';
import { isCalendarDate } from '@/lib/forms/calendar-date';

/**
 * The one check of a price list file (content/pricing/price-lists/<date>.json), run by the build
 * before `next build` (scripts/build-if-needed.mjs) and again as the site's modules load it
 * (content/pricing/prices.ts). Every mistake is one line that names the file, the path inside it
 * and the rule, so a person who is not a developer can fix it.
 */

const tierIds = ['starter', 'growth', 'scale', 'enterprise'] as const;

// Rates are priced to at most a tenth of a paisa: lib/pricing/estimate.ts counts in thousandths.
const rateDecimals = z.number().int().min(0).max(3);
const rate = z.number().positive();

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a day of the calendar');

const ratesOf = <K extends string>(keys: readonly K[]) =>
  z.union([
    z.literal('custom'),
    z.strictObject(Object.fromEntries(keys.map((key) => [key, rate])) as Record<K, typeof rate>),
  ]);

const tieredChannel = <K extends string>(keys: readonly K[]) =>
  z.strictObject({
    rateDecimals,
    tiers: z
      .array(
        z.strictObject({
          id: z.enum(tierIds),
          minVolume: z.number().int().min(0),
          maxVolume: z.number().int().optional(),
          rates: ratesOf(keys),
        }),
      )
      .min(1),
  });

// Records keyed by an enum take every key, and no other, in the enum's order.
const rcsRates = z.record(z.enum(tierIds), ratesOf(['rcs', 'smsFallback']));
const whatsappCategories = z.record(
  z.enum(['utility', 'authentication', 'marketing', 'service']),
  z.strictObject({ providerFee: rate, finalPrice: rate }),
);

export const priceListSchema = z.strictObject({
  effectiveFrom: day,
  sms: tieredChannel(['promotional', 'transactional']),
  /** RCS rides on the SMS bands: a rate per SMS tier. */
  rcs: z.strictObject({ rateDecimals, rates: rcsRates }),
  voice: tieredChannel(['outbound', 'inbound', 'recording']),
  email: tieredChannel(['perEmail']),
  whatsapp: z.strictObject({
    rateDecimals,
    platformMarkup: rate,
    categories: whatsappCategories,
  }),
});

/** One price list, as checked: the shape every price on the site is read from. */
export type PriceList = z.output<typeof priceListSchema>;

type Path = readonly PropertyKey[];
type Problem = { path: Path; rule: string };

/** The numbers under a value, each with its path. */
const numbers = (value: unknown, path: Path): [Path, number][] =>
  typeof value === 'number'
    ? [[path, value]]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) =>
          numbers(inner, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];

/** The rules across fields: bands that follow each other, rates as precise as published, sums. */
function listProblems(list: PriceList): Problem[] {
  const problems: Problem[] = [];
  const problem = (path: Path, rule: string) => problems.push({ path, rule });
  for (const channel of ['sms', 'voice', 'email'] as const) {
    const { tiers } = list[channel];
    tiers.forEach(({ id, minVolume, maxVolume }, index) => {
      const at = [channel, 'tiers', index];
      if (tiers.findIndex((other) => other.id === id) < index)
        problem([...at, 'id'], `repeats ${id}`);
      const previous = tiers[index - 1];
      const start = previous ? (previous.maxVolume ?? Number.NaN) + 1 : 0;
      if (!Number.isNaN(start) && minVolume !== start) {
        problem([...at, 'minVolume'], `must be ${formatCount(start)}`);
      }
      if ((index === tiers.length - 1) !== (maxVolume === undefined)) {
        problem(
          [...at, 'maxVolume'],
          maxVolume === undefined
            ? 'is missing: only the last tier is open-ended'
            : 'must be left out: the last tier is open-ended',
        );
      }
      if (maxVolume !== undefined && maxVolume < minVolume) {
        problem([...at, 'maxVolume'], `must be at least ${formatCount(minVolume)} (minVolume)`);
      }
    });
  }
  // Every amount in rupees (not the bands) as precise as its channel publishes its rates.
  for (const channel of ['sms', 'rcs', 'voice', 'email', 'whatsapp'] as const) {
    const { rateDecimals: places, ...amounts } = list[channel];
    for (const [path, value] of numbers(amounts, [channel])) {
      const scaled = value * 10 ** places;
      if (!/Volume$/.test(String(path.at(-1))) && Math.abs(scaled - Math.round(scaled)) >= 1e-9) {
        problem(path, `must have at most ${places} decimals (rateDecimals)`);
      }
    }
  }
  const { platformMarkup, rateDecimals, categories } = list.whatsapp;
  for (const [id, { providerFee, finalPrice }] of Object.entries(categories)) {
    const sum = (providerFee + platformMarkup).toFixed(rateDecimals);
    if (Math.abs(finalPrice - Number(sum)) > 1e-9) {
      const at = ['whatsapp', 'categories', id, 'finalPrice'];
      problem(at, `must be ${sum} (providerFee + platformMarkup)`);
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
  const problem = (rule: string) => [{ path, rule }];
  switch (issue.code) {
    case 'invalid_union': {
      const taken = issue.errors.find((branch) => !branch.some((inner) => inner.path.length === 0));
      return taken
        ? taken.flatMap((inner) => issueProblems(inner, path))
        : problem('must be "custom" or a rate for each key');
    }
    case 'invalid_type':
      return problem(
        issue.input === undefined
          ? 'is missing'
          : `must be ${typeNames[issue.expected] ?? issue.expected}`,
      );
    case 'unrecognized_keys':
      return problem(`has a key it does not take: ${issue.keys.join(', ')}`);
    case 'invalid_value':
      return problem(`must be one of ${issue.values.join(', ')}`);
    case 'too_small':
      return problem(
        issue.origin === 'array'
          ? 'must hold at least one tier'
          : `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`,
      );
    case 'too_big':
      return problem(`must be at most ${issue.maximum}`);
    default:
      return problem(issue.message);
  }
}

/** The mistakes of one price list file, one line each ('<file>: sms.tiers[1].minVolume must be 50,001'). */
export function priceListProblems(file: string, data: unknown): string[] {
  const parsed = priceListSchema.safeParse(data, { reportInput: true });
  const problems = parsed.success
    ? listProblems(parsed.data)
    : parsed.error.issues.flatMap((issue) => issueProblems(issue));
  const named = /(\d{4}-\d{2}-\d{2})\.json$/.exec(file)?.[1];
  if (parsed.success && named !== parsed.data.effectiveFrom) {
    problems.push({
      path: ['effectiveFrom'],
      rule: `must be the date the file is named by${named ? ` (${named})` : ', YYYY-MM-DD.json'}`,
    });
  }
  return problems.map(({ path, rule }) =>
    [`${file}:`, ...(path.length > 0 ? [z.core.toDotPath(path)] : []), rule].join(' '),
  );
}

/**
 * Every price list checked, oldest first; throws an error naming each mistake, one line each. Two
 * lists may not take effect on the same day.
 */
export function parsePriceLists(files: readonly { file: string; data: unknown }[]): PriceList[] {
  const lines = files.flatMap(({ file, data }) => priceListProblems(file, data));
  if (files.length === 0) lines.push('content/pricing/price-lists: holds no price list');
  if (lines.length > 0) throw new Error(lines.join('\n'));
  return files
    .map(({ data }) => priceListSchema.parse(data))
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}
