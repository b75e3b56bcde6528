import * as z from 'zod/mini';
import form from '@/content/messages/en/demo-request-form.json' with { type: 'json' };
import { languages, type Language } from '@/content/messages';
import { emailAddress } from './email-address';
import { ERASURE_TOKEN_PATTERN, withdrawableChoices } from './erasure-token';

/** The languages the privacy notice, and so the erasure link's email, are written in. */
export type NoticeLocale = Language;

/** Withdraw one choice; absent: withdraw consent and erase everything. */
const choice = z.optional(z.enum(withdrawableChoices));

/** A request to erase an address's details or withdraw one choice (endpoints.erasureRequest). */
export const erasureRequestSchema = z.object({
  email: emailAddress({ required: form.errors.emailRequired, invalid: form.errors.emailInvalid }),
  locale: z.optional(z.enum(languages)),
  choice,
});

export type ErasureRequest = z.input<typeof erasureRequestSchema>;

/** The confirmation, with the link's token and choice (endpoints.erasureConfirm). */
export const erasureConfirmSchema = z.object({
  token: z.string().check(z.regex(ERASURE_TOKEN_PATTERN, 'Not a link of ours.')),
  choice,
});

export type ErasureConfirmation = z.input<typeof erasureConfirmSchema>;
