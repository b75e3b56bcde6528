import * as z from 'zod/mini';
import { isEmailAddress } from './email-rule';

/**
 * A trimmed, required email address under the rule, in the caller's messages. The form schemas
 * use zod/mini: they ship to the browser, where classic zod would add ~35 KB.
 */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.refine(isEmailAddress, messages.invalid));
}
