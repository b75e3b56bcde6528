const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the newsletter may send this address (spec §5: required, of type email). */
export function isNewsletterEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
