'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { inputStyles } from '@/components/forms/input-styles';
import { EmailInput } from '@/components/forms/email-input';
import {
  NeedsJavaScript,
  PersonalDataForm,
  SubmitButton,
} from '@/components/forms/personal-data-form';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Language, Messages } from '@/content/messages';
import { cn } from '@/lib/cn';
import type { ErasureRequest } from '@/lib/forms/erasure-schema';
import { withdrawableChoices } from '@/lib/forms/erasure-token';
import { emailAddressIn } from '@/lib/forms/email-rule';
import { endpoints } from '@/lib/http/endpoints';
import { postJson } from '@/lib/http/xsrf-fetch';

/** The form's copy, with the messages that name an address or a figure formatted on the server. */
export type ErasureRequestCopy = Omit<Messages['ErasureRequest'], 'title' | 'intro'>;

type Answer = keyof ErasureRequestCopy['answers'] | 'invalid';

/** What the endpoint's answer means for the visitor (the contract: docs/contracts.md). */
function answerOf(status: number, data: unknown): Answer {
  const confirmation =
    typeof data === 'object' && data !== null && 'confirmation' in data
      ? data.confirmation
      : undefined;
  if (status === 200 && (confirmation === 'email' || confirmation === 'operator')) {
    return confirmation;
  }
  return status === 422 ? 'invalid' : status === 429 ? 'tooMany' : 'failed';
}

/** Erase everything, or withdraw one choice only. */
const options = ['erase', ...withdrawableChoices] as const;

/**
 * "Withdraw consent and erase my details": one email address, and what to do (erase everything,
 * or stop one choice), sent with `postJson`. The answer is
 * the same whether or not the address is known, and is read out from a polite live region; with
 * no email destination ("operator"), it gives the Grievance Officer's contact. Like every form
 * that takes personal data, it never submits itself (components/forms/personal-data-form.tsx):
 * no address can reach a URL, and without JavaScript a line says how else to ask.
 */
export function ErasureRequestForm({
  copy,
  language,
  labelledBy,
  grievanceContact,
}: {
  copy: ErasureRequestCopy;
  language: Language;
  /** The id of the section's heading, which names the form. */
  labelledBy: string;
  /** The Grievance Officer's contact, rendered on the server. */
  grievanceContact: ReactNode;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState<(typeof options)[number]>('erase');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = emailAddressIn(email);
    if (!address) {
      setAnswer('invalid');
      return;
    }
    setAnswer(undefined);
    setSending(true);
    try {
      const body: ErasureRequest = {
        email: address,
        locale: language,
        ...(choice !== 'erase' && { choice }),
      };
      const { status, data } = await postJson<unknown>(endpoints.erasureRequest, body);
      const next = answerOf(status, data);
      setAnswer(next);
      if (next === 'email' || next === 'operator') setEmail('');
    } catch {
      setAnswer('failed');
    } finally {
      setSending(false);
    }
  };

  const inputId = `${id}-email`;
  const answerId = `${id}-answer`;
  const isError = answer === 'invalid' || answer === 'tooMany' || answer === 'failed';

  return (
    <PersonalDataForm
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      onTypedBeforeHydration={(typed) => setEmail(typed.email ?? '')}
    >
      <fieldset className="mb-4">
        <legend className="text-sm font-semibold text-ink">{copy.choiceLegend}</legend>
        {options.map((option) => (
          <label key={option} className="mt-2 flex items-center gap-3 text-ink">
            <input
              type="radio"
              name="choice"
              checked={choice === option}
              onChange={() => setChoice(option)}
              className="size-5 shrink-0 accent-brand-600"
            />
            {copy.choices[option]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {copy.emailLabel}
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <EmailInput
          id={inputId}
          placeholder={copy.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={answer === 'invalid' ? true : undefined}
          aria-describedby={answerId}
          className={cn(inputStyles(), 'sm:flex-1')}
        />
        <SubmitButton disabled={sending} className={buttonStyles()}>
          {sending ? copy.sending : copy.submit}
        </SubmitButton>
      </div>
      <NeedsJavaScript className="mt-3 text-sm font-medium text-ink">
        {copy.needsJavaScript}
      </NeedsJavaScript>
      <div
        id={answerId}
        role="status"
        aria-live="polite"
        data-answer={answer}
        className={cn('mt-4 text-sm', isError ? 'font-medium text-red-700' : 'text-ink')}
      >
        {answer === 'invalid' && <p>{copy.invalidEmail}</p>}
        {(answer === 'tooMany' || answer === 'failed') && <p>{copy.answers[answer]}</p>}
        {answer === 'email' && (
          <p className="rounded-card bg-accent-50 p-4">{copy.answers.email}</p>
        )}
        {answer === 'operator' && (
          <div className="rounded-card bg-accent-50 p-4">
            <p>{copy.answers.operator}</p>
            <div className="mt-3">{grievanceContact}</div>
          </div>
        )}
      </div>
    </PersonalDataForm>
  );
}
