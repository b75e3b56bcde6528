import * as z from 'zod/mini';
import { attributionSchema } from '@/lib/forms/attribution-schema';
import { earliestServerDate, latestServerDate } from '@/lib/forms/calendar-date';
import { demoRequestSchema } from '@/lib/forms/demo-request-schema';
import { replyMessages } from './replies';
import { submissionEndpoint } from './submission-endpoint';

/** The demo request endpoint: stored, then forwarded as the same JSON with its attribution. */
export const requestDemo = submissionEndpoint({
  kind: 'demo_request',
  schema: z.extend(
    demoRequestSchema({
      earliestDate: () => earliestServerDate(),
      latestDate: () => latestServerDate(),
    }),
    { attribution: attributionSchema },
  ),
  storedMessage: replyMessages.demoRequestStored,
});
