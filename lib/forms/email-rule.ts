// The rule without zod, so the forms that check in the browser (newsletter, coming soon) stay
// small; lib/forms/email-address.ts puts it into the shared schemas.

/** RFC 5321 limits: 254 characters in all, 64 before the @. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// Dot-separated atoms before the @ (no leading, trailing or doubled dot), then a domain of labels
// that start with a letter or digit and a top-level domain of two letters or more.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The site's one email rule, used by the shared schemas and by the forms that check
 * in the browser without shipping zod: the newsletter and the coming-soon notify form.
 */
export function isEmailAddress(email: string): boolean {
  return (
    email.length <= EMAIL_MAX_LENGTH &&
    email.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    EMAIL_PATTERN.test(email)
  );
}

/** The trimmed address when it follows the rule, otherwise undefined. */
export function emailAddressIn(input: string): string | undefined {
  const email = input.trim();
  return isEmailAddress(email) ? email : undefined;
}
