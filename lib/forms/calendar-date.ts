const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a moment in the machine's own time zone (the browser's "today"). */
export const localIsoDate = (moment: Date) =>
  [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

/**
 * The earliest demo date the server accepts: yesterday in UTC, since a visitor west of UTC can
 * still be on the previous day (UTC-12 at the most).
 */
export function earliestServerDate(now: number = Date.now()): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/** The same day a year later, 'YYYY-MM-DD' (29 February gives 1 March). */
export function oneYearAfter(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * The latest demo date the server accepts: a year after tomorrow in UTC, since a visitor east of
 * UTC can already be on the next day (UTC+14 at the most).
 */
export function latestServerDate(now: number = Date.now()): string {
  return oneYearAfter(new Date(now + DAY_MS).toISOString().slice(0, 10));
}

/** A real calendar day written as 'YYYY-MM-DD' (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
