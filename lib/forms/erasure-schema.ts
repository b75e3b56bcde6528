import * as z from 'zod/mini';
import form from '@/content/messages/en/demo-request-form.json' with { type: 'json' };
import { emailAddress } from './email-address';

/** The languages the privacy notice, and so the erasure link's email, are written in. */
export const noticeLocales = ['en', 'hi'] as const;
export type NoticeLocale = (typeof noticeLocales)[number];

/** A request to withdraw consent and erase an address's details (endpoints.erasureRequest). */
export const erasureRequestSchema = z.object({
  email: emailAddress({ required: form.errors.emailRequired, invalid: form.errors.emailInvalid }),
  locale: z.optional(z.enum(noticeLocales)),
});

/** The single-use token of an erasure link: 32 random bytes, base64url. */
export const ERASURE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The confirmation of an erasure, with the link's token (endpoints.erasureConfirm). */
export const erasureConfirmSchema = z.object({
  token: z.string().check(z.regex(ERASURE_TOKEN_PATTERN, 'Not a link of ours.')),
});
