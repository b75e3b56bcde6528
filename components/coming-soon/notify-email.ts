/** Coming-soon email rule (spec §5: required, valid format; §9: at most 254 characters, 64 before the @). */
const emailFormat = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailLimits = { total: 254, local: 64 } as const;

export function isValidNotifyEmail(value: string): boolean {
  const email = value.trim();
  if (!email || email.length > emailLimits.total || !emailFormat.test(email)) return false;
  return email.indexOf('@') <= emailLimits.local;
}

/** Simulated submission: 'Submitting...' for 1 s, then the thanks message for 5 s (spec §4, §9). */
export const notifyTimings = { submitMs: 1000, messageMs: 5000 } as const;
