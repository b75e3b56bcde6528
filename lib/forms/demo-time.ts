/** The demo time as the upstream expects it: 12-hour 'hh:mm AM/PM'. */
export const DEMO_TIME_PATTERN = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;

/** Every slot of a day, `stepMinutes` apart, as 'hh:mm AM/PM', from 12:00 AM. */
export function demoTimeSlots(stepMinutes: number): string[] {
  return Array.from({ length: (24 * 60) / stepMinutes }, (_, slot) => {
    const hour = Math.floor((slot * stepMinutes) / 60);
    const minute = String((slot * stepMinutes) % 60).padStart(2, '0');
    return `${String(hour % 12 || 12).padStart(2, '0')}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
  });
}
