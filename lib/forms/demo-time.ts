/** The demo time as the upstream expects it: 12-hour 'hh:mm AM/PM'. */
export const DEMO_TIME_PATTERN = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;

/** Every slot of a day, `stepMinutes` apart, as 'hh:mm AM/PM', from 12:00 AM. */
export function demoTimeSlots(stepMinutes: number): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const hour24 = Math.floor(minutes / 60);
    const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
    const period = hour24 < 12 ? 'AM' : 'PM';
    slots.push(
      `${String(hour12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${period}`,
    );
  }
  return slots;
}
