'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { currentAttribution } from '@/lib/attribution/attribution-storage';
import { endpoints } from '@/lib/http/endpoints';
import { postJson } from '@/lib/http/xsrf-fetch';
import { inputStyles } from '@/components/forms/input-styles';
import { EmailInput } from '@/components/forms/email-input';
import { useLater } from '@/components/ui/use-later';
import {
  NeedsJavaScript,
  PersonalDataForm,
  SubmitButton,
} from '@/components/forms/personal-data-form';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Messages } from '@/content/messages';
import { cn } from '@/lib/cn';
import { emailAddressIn } from '@/lib/forms/email-rule';

/** The namespace's copy. */
type NewsletterCopy = Messages['Newsletter'];

/** What the visitor sees after a subscribe attempt. */
type Feedback = { type: 'success' | 'error'; message: string };

/** How long a feedback message stays before it, its type and the email field clear. */
const FEEDBACK_TIMEOUT_MS = 5000;

/**
 * Subscribes an address and says what the site endpoint's answer means (docs/contracts.md):
 * statusCode 200 is success; any other statusCode, or an HTTP error with a JSON body, is a failure
 * with the server's message; an HTTP 5xx (503: the site could not store the subscription; a
 * proxy's 502 or 504), or no usable answer at all (a network failure, no JSON body), is the
 * transport-error state.
 */
async function subscribe(email: string, messages: NewsletterCopy['messages']): Promise<Feedback> {
  const transportError = { type: 'error', message: messages.transportError } as const;
  try {
    const { status, data } = await postJson<{ statusCode?: unknown; message?: unknown } | null>(
      endpoints.subscribe,
      { email, attribution: currentAttribution() },
    );
    if (status >= 500) return transportError;
    const message =
      typeof data?.message === 'string' && data.message.trim() !== '' ? data.message : undefined;
    return status === 200 && data?.statusCode === 200
      ? { type: 'success', message: message ?? messages.success }
      : { type: 'error', message: message ?? messages.failure };
  } catch {
    return transportError;
  }
}

/**
 * The newsletter subscribe form. Each message shows for 5 s, then the message, its type and the
 * email field clear; a new submit cancels the previous timer. The field is the browser's own
 * (uncontrolled): what is typed before the page's script runs stays, and a keystroke renders
 * nothing. Messages are announced through a
 * polite live region. Built for the call-to-action block's dark background. `notice` is the short
 * privacy notice under the form, rendered on the server.
 */
export function NewsletterForm({ copy, notice }: { copy: NewsletterCopy; notice: ReactNode }) {
  const id = useId();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const later = useLater();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    later();
    setFeedback(null);
    const address = emailAddressIn(String(new FormData(form).get('email')));
    setSubmitting(address !== undefined);
    const answer: Feedback = address
      ? await subscribe(address, copy.messages)
      : { type: 'error', message: copy.errors.invalidEmail };
    setSubmitting(false);
    setFeedback(answer);
    later(() => {
      setFeedback(null);
      form.reset();
    }, FEEDBACK_TIMEOUT_MS);
  };

  return (
    <PersonalDataForm
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      className="mx-auto w-full max-w-xl text-left"
    >
      <h3 id={`${id}-title`} className="text-title text-white">
        {copy.title}
      </h3>
      <p className="mt-1 text-sm text-brand-100">{copy.description}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.emailLabel}
        </label>
        <EmailInput
          id={`${id}-email`}
          placeholder={copy.emailPlaceholder}
          defaultValue=""
          aria-invalid={feedback?.type === 'error' ? true : undefined}
          aria-describedby={`${id}-message`}
          className={inputStyles({ variant: 'signUpOnDark' })}
        />
        <SubmitButton
          disabled={submitting}
          className={buttonStyles({ variant: 'accent', size: 'field' })}
        >
          {submitting ? copy.submitting : copy.submit}
        </SubmitButton>
      </div>
      <NeedsJavaScript className="mt-3 text-sm font-medium text-white">
        {copy.needsJavaScript}
      </NeedsJavaScript>
      <p
        id={`${id}-message`}
        role="status"
        aria-live="polite"
        data-type={feedback?.type}
        className={cn(
          'mt-3 min-h-6 text-sm font-medium',
          feedback?.type === 'success' ? 'text-accent-100' : 'text-red-200',
        )}
      >
        {feedback?.message}
      </p>
      {notice}
    </PersonalDataForm>
  );
}
