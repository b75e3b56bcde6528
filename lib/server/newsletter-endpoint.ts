import { newsletterSchema } from '@/lib/forms/newsletter-schema';
import { replyMessages } from './replies';
import { submissionEndpoint } from './submission-endpoint';
import { forwardSubscription } from './upstream-client';

/** POST /api/v1.0/subscriber/add, forwarded as GET {base}/api/v1.0/subscriber/add?email=... */
export const subscribe = submissionEndpoint({
  event: 'newsletter_subscription',
  schema: () => newsletterSchema,
  forward: (base, { email }) => forwardSubscription(base, email),
  storedMessage: replyMessages.subscriptionStored,
});
