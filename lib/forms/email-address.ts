import * as z from 'zod/mini';

/** RFC 5321 limits (spec §9): 254 characters in all, 64 before the @. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

function localPartFits(value: string): boolean {
  return value.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/**
 * A trimmed, required email address with the spec's length limits, in the caller's messages.
 * The form schemas use zod/mini: they ship to the browser, where classic zod would add ~35 KB.
 */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z.pipe(
    z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required)),
    z
      .email(messages.invalid)
      .check(
        z.maxLength(EMAIL_MAX_LENGTH, messages.invalid),
        z.refine(localPartFits, messages.invalid),
      ),
  );
}
