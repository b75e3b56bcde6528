import { locale, timeZone } from '@/lib/i18n/locale';

const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const calendarDay = new Intl.DateTimeFormat(locale, { ...day, timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat(locale, {
  ...day,
  hour: 'numeric',
  minute: '2-digit',
  timeZone,
  timeZoneName: 'short',
});

/** A 'YYYY-MM-DD' day as people write it in India: '3 Dec 2026'; anything else as it is. */
export function formatCalendarDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : calendarDay.format(day);
}

/** A moment in the site's time zone: '3 Dec 2026, 10:30 am IST'. */
export function formatMoment(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : moment.format(at);
}
