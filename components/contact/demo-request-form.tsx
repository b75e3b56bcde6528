'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-link';
import { demoRequestForm } from '@/content/contact';
import type { Messages } from '@/content/messages';
import { cn } from '@/lib/cn';
import { localIsoDate, oneYearAfter } from '@/lib/forms/calendar-date';
import {
  demoRequestSchema,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type DemoRequest,
  type DemoRequestInput,
  type DemoSubject,
} from '@/lib/forms/demo-request-schema';
import { demoTimeSlots } from '@/lib/forms/demo-time';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email-address';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { postJson } from '@/lib/http/xsrf-fetch';
import { describedControl, FormField, inputStyles } from './form-field';

export type DemoRequestFormCopy = Pick<
  Messages['DemoRequestForm'],
  'requiredNote' | 'fields' | 'submit' | 'sending' | 'success' | 'failure'
>;

type Result = 'idle' | 'success' | 'failure';

const schema = demoRequestSchema({
  earliestDate: () => localIsoDate(new Date()),
  latestDate: () => oneYearAfter(localIsoDate(new Date())),
});
const timeSlots = demoTimeSlots(demoRequestForm.timeSlotMinutes);

const defaultValues: DemoRequestInput = {
  name: '',
  email: '',
  mobile: '',
  subject: '',
  message: '',
  demoDate: '',
  demoTime: '',
  wapNotification: true,
  keepInformed: true,
  connectExpert: true,
};

const noSubscription = () => () => {};

/** Today in the visitor's time zone; undefined while prerendering, where no "today" exists. */
function useToday(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => localIsoDate(new Date()),
    () => undefined,
  );
}

/**
 * The demo request (spec §4, §5, §8). HTTP 200 with statusCode 200 shows the thank-you panel and
 * goes home after 5 s; a transport error (any other HTTP status, or no answer) shows the failure
 * panel; HTTP 200 with another statusCode changes nothing visible.
 */
export function DemoRequestForm({ copy }: { copy: DemoRequestFormCopy }) {
  const router = useRouter();
  const today = useToday();
  const [result, setResult] = useState<Result>('idle');
  const panelRef = useRef<HTMLElement>(null);
  const { control, register, handleSubmit, setValue, setFocus, formState } = useForm<
    DemoRequestInput,
    unknown,
    DemoRequest
  >({ resolver: zodResolver(schema), mode: 'all', defaultValues });
  const { errors, touchedFields, isSubmitted, isSubmitting, isValid } = formState;
  const demoDate = useWatch({ control, name: 'demoDate' });
  const isPastDate = (date: string) => Boolean(today && date && date < today);
  const timeDisabled = isPastDate(demoDate);

  useEffect(() => {
    if (result === 'idle') return;
    panelRef.current?.focus();
    if (result !== 'success') return;
    const timer = setTimeout(() => router.push('/'), demoRequestForm.redirectHomeAfterMs);
    return () => clearTimeout(timer);
  }, [result, router]);

  function shownError(name: keyof DemoRequestInput): string | undefined {
    return touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;
  }

  async function send(request: DemoRequest, honeypot: string) {
    try {
      const { status, data } = await postJson<{ statusCode?: unknown }>(
        demoRequestForm.endpoint,
        honeypot ? { ...request, [HONEYPOT_FIELD]: honeypot } : request,
      );
      if (status !== 200) setResult('failure');
      else if (data.statusCode === 200) setResult('success');
    } catch {
      setResult('failure');
    }
  }

  function tryAgain() {
    flushSync(() => setResult('idle'));
    setFocus('name');
  }

  const f = copy.fields;
  const nameError = shownError('name');
  const emailError = shownError('email');
  const mobileError = shownError('mobile');
  const messageError = shownError('message');
  const dateError = shownError('demoDate');
  const timeError = timeDisabled ? undefined : shownError('demoTime');
  const timeHint = timeDisabled ? f.demoTime.pastDateHint : undefined;

  return (
    <div>
      {result === 'success' && (
        <section
          ref={panelRef}
          tabIndex={-1}
          aria-labelledby="demo-result-title"
          className="rounded-card border border-accent-100 bg-accent-50 p-8 text-center"
        >
          <h3 id="demo-result-title" className="text-2xl font-bold text-accent-800">
            {copy.success.title}
          </h3>
          <p className="mt-3 text-ink">{copy.success.message}</p>
          <p className="mt-2 text-ink-muted">{copy.success.redirect}</p>
        </section>
      )}
      {result === 'failure' && (
        <section
          ref={panelRef}
          tabIndex={-1}
          aria-labelledby="demo-result-title"
          className="rounded-card border border-red-200 bg-red-50 p-8 text-center"
        >
          <h3 id="demo-result-title" className="text-2xl font-bold text-red-800">
            {copy.failure.title}
          </h3>
          <p className="mt-3 text-ink">{copy.failure.message}</p>
          <button type="button" onClick={tryAgain} className={cn(buttonStyles(), 'mt-6')}>
            {copy.failure.retry}
          </button>
        </section>
      )}

      <form
        noValidate
        hidden={result !== 'idle'}
        aria-labelledby="demo-request-title"
        onSubmit={(event) => {
          const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
          const filled = typeof honeypot === 'string' ? honeypot : '';
          return handleSubmit((request) => send(request, filled))(event);
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        <p className="text-sm text-ink-muted sm:col-span-2">{copy.requiredNote}</p>
        <FormField id="demo-name" label={f.name.label} required error={nameError}>
          <input
            {...register('name')}
            {...describedControl('demo-name', { error: nameError })}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            required
            className={inputStyles}
          />
        </FormField>
        <FormField id="demo-email" label={f.email.label} required error={emailError}>
          <input
            {...register('email')}
            {...describedControl('demo-email', { error: emailError })}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            className={inputStyles}
          />
        </FormField>
        <FormField
          id="demo-mobile"
          label={f.mobile.label}
          required
          hint={f.mobile.hint}
          error={mobileError}
        >
          <input
            {...register('mobile')}
            {...describedControl('demo-mobile', { error: mobileError, hint: f.mobile.hint })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            className={inputStyles}
          />
        </FormField>
        <FormField id="demo-subject" label={f.subject.label}>
          <select
            {...register('subject', {
              onChange: (event: { target: { value: string } }) => {
                const label = f.subject.options[event.target.value as DemoSubject];
                if (label) {
                  setValue('message', label, {
                    shouldValidate: true,
                    shouldTouch: true,
                    shouldDirty: true,
                  });
                }
              },
            })}
            id="demo-subject"
            className={inputStyles}
          >
            <option value="">{f.subject.empty}</option>
            {Object.entries(f.subject.options).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="demo-message"
          label={f.message.label}
          required
          error={messageError}
          className="sm:col-span-2"
        >
          <textarea
            {...register('message')}
            {...describedControl('demo-message', { error: messageError })}
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            className={inputStyles}
          />
        </FormField>
        <FormField id="demo-date" label={f.demoDate.label} required error={dateError}>
          <input
            {...register('demoDate', {
              onChange: (event: { target: { value: string } }) => {
                if (isPastDate(event.target.value)) {
                  setValue('demoTime', '', { shouldValidate: true });
                }
              },
            })}
            {...describedControl('demo-date', { error: dateError })}
            type="date"
            min={today}
            max={today && oneYearAfter(today)}
            required
            className={inputStyles}
          />
        </FormField>
        <FormField
          id="demo-time"
          label={f.demoTime.label}
          required
          hint={timeHint}
          error={timeError}
        >
          <select
            {...register('demoTime')}
            {...describedControl('demo-time', { error: timeError, hint: timeHint })}
            disabled={timeDisabled}
            required
            className={inputStyles}
          >
            <option value="">{f.demoTime.empty}</option>
            {timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </FormField>
        <div className="flex flex-col gap-3 sm:col-span-2">
          {(['wapNotification', 'keepInformed'] as const).map((name) => (
            <div key={name} className="flex items-start gap-3">
              <input
                {...register(name)}
                id={`demo-${name}`}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={`demo-${name}`} className="text-ink">
                {f[name].label}
              </label>
            </div>
          ))}
        </div>
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={`demo-${HONEYPOT_FIELD}`}>{f.honeypot}</label>
          <input
            id={`demo-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isSubmitting || !isValid}
            className={cn(buttonStyles({ size: 'lg' }), 'w-full sm:w-auto')}
          >
            {isSubmitting ? copy.sending : copy.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
