// The same rule as the shared zod schema (lib/forms/newsletter-schema.ts), without shipping zod to
// every page that shows the call-to-action block; a unit test keeps the two in agreement.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** The trimmed address when it may be subscribed (spec §5), otherwise undefined. */
export function newsletterEmail(input: string): string | undefined {
  const email = input.trim();
  const valid =
    email.length <= EMAIL_MAX_LENGTH &&
    email.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    EMAIL_PATTERN.test(email);
  return valid ? email : undefined;
}
