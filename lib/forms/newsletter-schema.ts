import { z } from 'zod';
import newsletter from '@/content/messages/en/newsletter.json' with { type: 'json' };
import { emailAddress } from './email-address';

/** The newsletter subscription (spec §3, §5), shared by the form and POST /api/v1.0/subscriber/add. */
export const newsletterSchema = z.object({
  email: emailAddress({
    required: newsletter.errors.invalidEmail,
    invalid: newsletter.errors.invalidEmail,
  }),
});

export type NewsletterSubscription = z.infer<typeof newsletterSchema>;
