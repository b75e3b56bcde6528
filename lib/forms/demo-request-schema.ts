import { z } from 'zod';
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

function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

/**
 * The demo request (spec §3, §5), shared by the form and POST /api/v1.0/web/demo/req.
 * `earliestDate` gives the first allowed 'YYYY-MM-DD' at the moment of checking: today in the
 * browser, yesterday in UTC on the server (time-zone slack).
 */
export function demoRequestSchema({ earliestDate }: { earliestDate: () => string }) {
  return z.object({
    name: requiredText(e.nameRequired).min(NAME_MIN_LENGTH, e.nameMin),
    email: emailAddress({ required: e.emailRequired, invalid: e.emailInvalid }),
    mobile: requiredText(e.mobileRequired).regex(/^\d{10}$/, e.mobileDigits),
    subject: z.enum(['', ...demoSubjects], { error: e.subjectInvalid }).default(''),
    message: requiredText(e.messageRequired).min(MESSAGE_MIN_LENGTH, e.messageMin),
    demoDate: requiredText(e.dateRequired)
      .refine(isCalendarDate, e.dateInvalid)
      .refine((date) => !isCalendarDate(date) || date >= earliestDate(), e.datePast),
    demoTime: requiredText(e.timeRequired).regex(DEMO_TIME_PATTERN, e.timeInvalid),
    wapNotification: z.boolean({ error: e.notificationInvalid }).default(true),
    keepInformed: z.boolean({ error: e.notificationInvalid }).default(true),
    connectExpert: z.literal(true, { error: e.connectExpert }),
  });
}

export type DemoRequestSchema = ReturnType<typeof demoRequestSchema>;
export type DemoRequestInput = z.input<DemoRequestSchema>;
export type DemoRequest = z.output<DemoRequestSchema>;
