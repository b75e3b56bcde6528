import * as z from 'zod/mini';
import form from '@/content/messages/en/demo-request-form.json' with { type: 'json' };
import { languages, type Language } from '@/content/messages';
import { emailAddress } from './email-address';
import { ERASURE_TOKEN_PATTERN } from './erasure-token';

/** The languages the privacy notice, and so the erasure link's email, are written in. */
export type NoticeLocale = Language;

/** A request to withdraw consent and erase an address's details (endpoints.erasureRequest). */
export const erasureRequestSchema = z.object({
  email: emailAddress({ required: form.errors.emailRequired, invalid: form.errors.emailInvalid }),
  locale: z.optional(z.enum(languages)),
});

export type ErasureRequest = z.input<typeof erasureRequestSchema>;

/** The confirmation of an erasure, with the link's token (endpoints.erasureConfirm). */
export const erasureConfirmSchema = z.object({
  token: z.string().check(z.regex(ERASURE_TOKEN_PATTERN, 'Not a link of ours.')),
});

export type ErasureConfirmation = z.input<typeof erasureConfirmSchema>;
