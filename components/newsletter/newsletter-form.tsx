'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { currentAttribution } from '@/lib/attribution/attribution-storage';
import { endpoints } from '@/lib/http/endpoints';
import { postJson } from '@/lib/http/xsrf-fetch';
import { inputStyles } from '@/components/forms/input-styles';
import { EmailInput } from '@/components/forms/email-input';
import {
  NeedsJavaScript,
  PersonalDataForm,
  SubmitButton,
} from '@/components/forms/personal-data-form';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Messages } from '@/content/messages';
import { cn } from '@/lib/cn';
import { emailAddressIn } from '@/lib/forms/email-rule';
import {
  FEEDBACK_TIMEOUT_MS,
  feedbackForAnswer,
  transportFeedback,
  type Feedback,
} from './subscribe-feedback';

/** The namespace's copy. */
type NewsletterCopy = Messages['Newsletter'];

/**
 * The newsletter subscribe form. Each message shows for 5 s, then the message, its type and the
 * email field clear; a new submit cancels the previous timer. Messages are announced through a
 * polite live region. Built for the call-to-action block's dark background.
 */
export function NewsletterForm({
  copy,
  notice,
}: {
  copy: NewsletterCopy;
  /** The short privacy notice under the form, rendered on the server. */
  notice: ReactNode;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const show = (next: Feedback) => {
    clearTimeout(clearTimer.current);
    setFeedback(next);
    clearTimer.current = setTimeout(() => {
      setFeedback(null);
      setEmail('');
    }, FEEDBACK_TIMEOUT_MS);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(clearTimer.current);
    setFeedback(null);
    const address = emailAddressIn(email);
    if (!address) {
      show({ type: 'error', message: copy.errors.invalidEmail });
      return;
    }
    setSubmitting(true);
    try {
      const { status, data } = await postJson<unknown>(endpoints.subscribe, {
        email: address,
        attribution: currentAttribution(),
      });
      show(feedbackForAnswer(status, data, copy.messages));
    } catch {
      show(transportFeedback(copy.messages));
    } finally {
      setSubmitting(false);
    }
  };

  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const titleId = `${id}-title`;

  return (
    <PersonalDataForm
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onTypedBeforeHydration={(typed) => setEmail(typed.email ?? '')}
      className="mx-auto w-full max-w-xl text-left"
    >
      <h3 id={titleId} className="text-title text-white">
        {copy.title}
      </h3>
      <p className="mt-1 text-sm text-brand-100">{copy.description}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {copy.emailLabel}
        </label>
        <EmailInput
          id={inputId}
          placeholder={copy.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={feedback?.type === 'error' ? true : undefined}
          aria-describedby={messageId}
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
        id={messageId}
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
