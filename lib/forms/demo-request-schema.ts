import * as z from 'zod/mini';
import form from '@/content/messages/en/demo-request-form.json' with { type: 'json' };
import { isCalendarDate } from './calendar-date';
import {
  demoSubjects,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from './demo-request-limits';
import { DEMO_TIME_PATTERN } from './demo-time';
import { emailAddress } from './email-address';
import { hasUnsafeCharacters } from '@/lib/text/unsafe-characters';

const e = form.errors;

type TextCheck = z.core.$ZodCheck<string>;

function requiredText(required: string, ...checks: TextCheck[]) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), ...checks);
}

function withoutUnsafeCharacters(options?: { keepLineFeeds: boolean }): TextCheck {
  return z.refine((text) => !hasUnsafeCharacters(text, options), e.textInvalid);
}

/**
 * The demo request, shared by the form and its endpoint (endpoints.demoRequest).
 * `earliestDate` and `latestDate` give the first and last allowed 'YYYY-MM-DD' at the moment of
 * checking: today and a year later in the browser, with a day of time-zone slack on the server.
 */
export function demoRequestSchema({
  earliestDate,
  latestDate,
}: {
  earliestDate: () => string;
  latestDate: () => string;
}) {
  return z.object({
    name: requiredText(
      e.nameRequired,
      z.minLength(NAME_MIN_LENGTH, e.nameMin),
      z.maxLength(NAME_MAX_LENGTH, e.nameMax),
      withoutUnsafeCharacters(),
    ),
    email: emailAddress({ required: e.emailRequired, invalid: e.emailInvalid }),
    mobile: requiredText(e.mobileRequired, z.regex(/^\d{10}$/, e.mobileDigits)),
    subject: z._default(z.enum(['', ...demoSubjects], { error: e.subjectInvalid }), ''),
    message: requiredText(
      e.messageRequired,
      z.minLength(MESSAGE_MIN_LENGTH, e.messageMin),
      z.maxLength(MESSAGE_MAX_LENGTH, e.messageMax),
      // The message keeps its line breaks.
      withoutUnsafeCharacters({ keepLineFeeds: true }),
    ),
    demoDate: requiredText(
      e.dateRequired,
      z.refine(isCalendarDate, e.dateInvalid),
      z.refine((date) => !isCalendarDate(date) || date >= earliestDate(), e.datePast),
      z.refine((date) => !isCalendarDate(date) || date <= latestDate(), e.dateTooLate),
    ),
    demoTime: requiredText(e.timeRequired, z.regex(DEMO_TIME_PATTERN, e.timeInvalid)),
    wapNotification: z._default(z.boolean({ error: e.notificationInvalid }), true),
    keepInformed: z._default(z.boolean({ error: e.notificationInvalid }), true),
    connectExpert: z.literal(true, { error: e.connectExpert }),
  });
}

type DemoRequestSchema = ReturnType<typeof demoRequestSchema>;
export type DemoRequestInput = z.input<DemoRequestSchema>;
export type DemoRequest = z.output<DemoRequestSchema>;
