/** Non-prose settings of the contact page's demo-request form. */
export const demoRequestForm = {
  /** Minutes between the choices of the time picker. */
  timeSlotMinutes: 30,
  /** Time before the thank-you panel sends the visitor home: 5 s. */
  redirectHomeAfterMs: 5_000,
} as const;
