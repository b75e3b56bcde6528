import { zodResolver } from '@hookform/resolvers/zod';
import { localIsoDate, oneYearAfter } from '@/lib/forms/calendar-date';
import { demoRequestSchema } from '@/lib/forms/demo-request-schema';

/** The shared schema, checked in the browser against the visitor's today. */
export const demoRequestResolver = zodResolver(
  demoRequestSchema({
    earliestDate: () => localIsoDate(new Date()),
    latestDate: () => oneYearAfter(localIsoDate(new Date())),
  }),
);
