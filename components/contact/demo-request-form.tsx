'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import {
  NeedsJavaScript,
  PersonalDataForm,
  SubmitButton,
} from '@/components/forms/personal-data-form';
import { useLater } from '@/components/ui/use-later';
import { buttonStyles } from '@/components/ui/button-styles';
import { useClientValue } from '@/components/ui/use-client-value';
import { demoRequestForm } from '@/content/contact';
import type { Messages } from '@/content/messages';
import { currentAttribution } from '@/lib/attribution/attribution-storage';
import { cn } from '@/lib/cn';
import { localIsoDate } from '@/lib/forms/calendar-date';
import type { DemoRequest, DemoRequestInput } from '@/lib/forms/demo-request-schema';
import { demoRequestPrefill } from '@/lib/forms/demo-request-prefill';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { endpoints } from '@/lib/http/endpoints';
import { postJson } from '@/lib/http/xsrf-fetch';
import { DemoRequestFields } from './demo-request-fields';

type DemoRequestFormProps = {
  copy: Omit<Messages['DemoRequestForm'], 'title' | 'intro' | 'errors'>;
  notice: ReactNode;
};

type DemoRequestResolver = Resolver<DemoRequestInput, unknown, DemoRequest>;

let schemaResolver: Promise<DemoRequestResolver> | undefined;

/** The shared schema (zod, about 20 KB compressed) loads when the visitor first touches the form. */
const wantSchema = () =>
  void (schemaResolver ??= import('./demo-request-resolver').then((m) => m.demoRequestResolver));

/**
 * Until the schema is wanted, the form is simply incomplete, as it is: every field starts empty,
 * so the submit button stays disabled and no field shows an error.
 */
const resolver: DemoRequestResolver = async (...args) =>
  schemaResolver
    ? (await schemaResolver)(...args)
    : { values: {}, errors: { root: { type: 'incomplete', message: '' } } };

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

const localToday = () => localIsoDate(new Date());

/** The result panel takes focus when it replaces the form. Stable, so it runs only then. */
const focusWhenShown = (panel: HTMLElement | null) => panel?.focus();

/** The panel that replaces the form once it was sent, by result. */
const tones = {
  success: { panel: 'border-accent-100 bg-accent-50', title: 'text-accent-800' },
  failure: { panel: 'border-red-200 bg-red-50', title: 'text-red-800' },
};

/**
 * The demo request form, replaced by its thank-you or failure panel once it is sent. `notice` is
 * the short privacy notice under the button, rendered on the server.
 */
export function DemoRequestForm({ copy, notice }: DemoRequestFormProps) {
  // Today in the visitor's time zone; undefined while prerendering, where no "today" exists.
  const today = useClientValue<string | undefined>(localToday, undefined);
  const router = useRouter();
  const [result, setResult] = useState<'idle' | 'success' | 'failure'>('idle');
  const later = useLater();

  // HTTP 200 with statusCode 200 is success; any other HTTP status, or no answer, is the transport
  // error; HTTP 200 with another statusCode changes nothing visible.
  async function send(request: DemoRequest, honeypot: string) {
    try {
      const body = { ...request, attribution: currentAttribution() };
      const { status, data } = await postJson<{ statusCode?: unknown }>(
        endpoints.demoRequest,
        honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body,
      );
      if (status !== 200) return setResult('failure');
      if (data.statusCode !== 200) return;
      setResult('success');
      later(() => router.push('/'), demoRequestForm.redirectHomeAfterMs);
    } catch {
      setResult('failure');
    }
  }

  const form = useForm<DemoRequestInput, unknown, DemoRequest>({
    resolver,
    mode: 'all',
    defaultValues,
  });
  const { handleSubmit, setFocus, formState, getValues, setValue } = form;

  // A link such as a quote page's "Discuss this estimate" fills the fields it names, once.
  useEffect(() => {
    const prefill = demoRequestPrefill(window.location.search);
    for (const name of ['subject', 'message'] as const) {
      const value = prefill[name];
      if (value && !getValues(name)) setValue(name, value);
    }
  }, [getValues, setValue]);

  return (
    <div>
      {result !== 'idle' && (
        <section
          ref={focusWhenShown}
          tabIndex={-1}
          aria-labelledby="form-result-title"
          className={cn('rounded-card border p-8 text-center', tones[result].panel)}
        >
          <h3 id="form-result-title" className={cn('text-2xl font-bold', tones[result].title)}>
            {copy[result].title}
          </h3>
          <p className="mt-3 text-ink">{copy[result].message}</p>
          {result === 'success' ? (
            <p className="mt-2 text-ink-muted">{copy.success.redirect}</p>
          ) : (
            <button
              type="button"
              onClick={() => {
                flushSync(() => setResult('idle'));
                setFocus('name');
              }}
              className={cn(buttonStyles(), 'mt-6')}
            >
              {copy.failure.retry}
            </button>
          )}
        </section>
      )}

      <FormProvider {...form}>
        <PersonalDataForm
          hidden={result !== 'idle'}
          aria-labelledby="demo-request-title"
          onFocus={wantSchema}
          onTypedBeforeHydration={(typed) => {
            wantSchema();
            // Text fields and selects only (not the opt-ins); a bot's honeypot is no field of ours.
            for (const [name, value] of Object.entries(typed)) {
              if (name in defaultValues) {
                setValue(name as keyof DemoRequestInput, value, {
                  shouldDirty: true,
                  shouldValidate: true,
                });
              }
            }
          }}
          onSubmit={(event) => {
            wantSchema();
            const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '');
            return handleSubmit((request) => send(request, honeypot))(event);
          }}
          className="grid gap-5 sm:grid-cols-2"
        >
          <DemoRequestFields copy={copy} today={today} />
          <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
            <label htmlFor={`field-${HONEYPOT_FIELD}`}>{copy.fields.honeypot}</label>
            <input
              id={`field-${HONEYPOT_FIELD}`}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div className="sm:col-span-2">
            <SubmitButton
              disabled={formState.isSubmitting || !formState.isValid}
              className={cn(buttonStyles({ size: 'lg' }), 'w-full sm:w-auto')}
            >
              {formState.isSubmitting ? copy.sending : copy.submit}
            </SubmitButton>
            <NeedsJavaScript className="mt-3 text-sm font-medium text-ink">
              {copy.needsJavaScript}
            </NeedsJavaScript>
            {notice}
          </div>
        </PersonalDataForm>
      </FormProvider>
    </div>
  );
}
