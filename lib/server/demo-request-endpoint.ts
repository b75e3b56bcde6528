import { earliestServerDate, latestServerDate } from '@/lib/forms/calendar-date';
import { demoRequestSchema } from '@/lib/forms/demo-request-schema';
import { replyMessages } from './replies';
import { submissionEndpoint } from './submission-endpoint';
import { forwardDemoRequest } from './upstream-client';

/** POST /api/v1.0/web/demo/req, forwarded as the same JSON. */
export const requestDemo = submissionEndpoint({
  event: 'demo_request',
  schema: demoRequestSchema({
    earliestDate: () => earliestServerDate(),
    latestDate: () => latestServerDate(),
  }),
  forward: forwardDemoRequest,
  storedMessage: replyMessages.demoRequestStored,
});
