'use client';

import { useId, useState, type FormEvent } from 'react';
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
import { emailAddressIn } from '@/lib/forms/email-rule';

/** Simulated submission: 'Submitting...' for 1 s, then the thanks message for 5 s. */
const notifyTimings = { submitMs: 1000, messageMs: 5000 } as const;

/**
 * The coming-soon notify form. It makes no request: a valid submit shows 'Submitting...' for
 * 1 s, then the thanks message for 5 s, and empties the field.
 */
export function NotifyForm({ copy }: { copy: Messages['ComingSoon']['form'] }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'thanks'>('idle');
  const later = useLater();
  const submitting = phase === 'submitting';
  const valid = emailAddressIn(email) !== undefined;
  const showError = touched && email.trim() !== '' && !valid;

  // A new submit during the thanks clears it and starts over.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || submitting) return;
    setPhase('submitting');
    later(() => {
      setPhase('thanks');
      setEmail('');
      setTouched(false);
      later(() => setPhase('idle'), notifyTimings.messageMs);
    }, notifyTimings.submitMs);
  }

  return (
    <PersonalDataForm
      onSubmit={handleSubmit}
      onTypedBeforeHydration={(typed) => setEmail(typed.email ?? '')}
      className="mx-auto mt-8 max-w-lg"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.email}
        </label>
        <EmailInput
          id={`${id}-email`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder={copy.placeholder}
          aria-invalid={showError}
          aria-describedby={showError ? `${id}-error` : undefined}
          className={inputStyles({ variant: 'signUp' })}
        />
        <SubmitButton disabled={!valid || submitting} className={buttonStyles({ size: 'lg' })}>
          {submitting ? copy.submitting : copy.submit}
        </SubmitButton>
      </div>
      <NeedsJavaScript className="mt-4 font-medium text-ink">
        {copy.needsJavaScript}
      </NeedsJavaScript>
      {showError && (
        <p id={`${id}-error`} className="mt-2 text-left text-sm text-red-700">
          {copy.invalid}
        </p>
      )}
      <p role="status" className="mt-4 min-h-6 font-medium text-accent-700">
        {phase === 'thanks' ? copy.thanks : ''}
      </p>
    </PersonalDataForm>
  );
}
