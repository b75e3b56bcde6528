import * as z from 'zod/mini';
import newsletter from '@/content/messages/en/newsletter.json' with { type: 'json' };
import { emailAddress } from './email-address';

/** The newsletter subscription, shared by the form and its endpoint (endpoints.subscribe). */
export const newsletterSchema = z.object({
  email: emailAddress({
    required: newsletter.errors.invalidEmail,
    invalid: newsletter.errors.invalidEmail,
  }),
});
