import { z } from 'zod';

/** RFC 5321 limits (spec §9): 254 characters in all, 64 before the @. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

function localPartFits(value: string): boolean {
  return value.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/** A trimmed, required email address with the spec's length limits, in the caller's messages. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .pipe(
      z
        .email(messages.invalid)
        .max(EMAIL_MAX_LENGTH, messages.invalid)
        .refine(localPartFits, messages.invalid),
    );
}
