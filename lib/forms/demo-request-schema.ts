import * as z from 'zod/mini';
import form from '@/content/messages/en/demo-request-form.json' with { type: 'json' };
import { isCalendarDate } from './calendar-date';
import { DEMO_TIME_PATTERN } from './demo-time';
import { emailAddress } from './email-address';

const e = form.errors;

export const demoSubjects = ['communication', 'digital', 'other'] as const;
export type DemoSubject = (typeof demoSubjects)[number];

/** Spec §9. */
export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;

type TextCheck = z.core.$ZodCheck<string>;

function requiredText(required: string, ...checks: TextCheck[]) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), ...checks);
}

/**
 * The demo request (spec §3, §5), shared by the form and POST /api/v1.0/web/demo/req.
 * `earliestDate` gives the first allowed 'YYYY-MM-DD' at the moment of checking: today in the
 * browser, yesterday in UTC on the server (time-zone slack).
 */
export function demoRequestSchema({ earliestDate }: { earliestDate: () => string }) {
  return z.object({
    name: requiredText(e.nameRequired, z.minLength(NAME_MIN_LENGTH, e.nameMin)),
    email: emailAddress({ required: e.emailRequired, invalid: e.emailInvalid }),
    mobile: requiredText(e.mobileRequired, z.regex(/^\d{10}$/, e.mobileDigits)),
    subject: z._default(z.enum(['', ...demoSubjects], { error: e.subjectInvalid }), ''),
    message: requiredText(e.messageRequired, z.minLength(MESSAGE_MIN_LENGTH, e.messageMin)),
    demoDate: requiredText(
      e.dateRequired,
      z.refine(isCalendarDate, e.dateInvalid),
      z.refine((date) => !isCalendarDate(date) || date >= earliestDate(), e.datePast),
    ),
    demoTime: requiredText(e.timeRequired, z.regex(DEMO_TIME_PATTERN, e.timeInvalid)),
    wapNotification: z._default(z.boolean({ error: e.notificationInvalid }), true),
    keepInformed: z._default(z.boolean({ error: e.notificationInvalid }), true),
    connectExpert: z.literal(true, { error: e.connectExpert }),
  });
}

export type DemoRequestSchema = ReturnType<typeof demoRequestSchema>;
export type DemoRequestInput = z.input<DemoRequestSchema>;
export type DemoRequest = z.output<DemoRequestSchema>;
