import * as z from 'zod/mini';
import { attributionSchema } from '@/lib/forms/attribution-schema';
import { newsletterSchema } from '@/lib/forms/newsletter-schema';
import { replyMessages } from './replies';
import { submissionEndpoint } from './submission-endpoint';

/**
 * The newsletter endpoint: stored, then forwarded as a GET of the same path upstream, with
 * the email and the attribution as query parameters.
 */
export const subscribe = submissionEndpoint({
  kind: 'newsletter_subscription',
  schema: z.extend(newsletterSchema, { attribution: attributionSchema }),
  storedMessage: replyMessages.subscriptionStored,
});
