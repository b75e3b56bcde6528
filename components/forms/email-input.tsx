import type { InputHTMLAttributes } from 'react';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email-rule';

/**
 * The email field of the forms that take one address alone (newsletter, notify, erasure): typed
 * and limited as the email rule says, named `email` so that what is typed before the page's script
 * runs is carried over (components/forms/personal-data-form.tsx), autofilled as an email.
 */
export function EmailInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'maxLength'>,
) {
  return (
    <input
      name="email"
      type="email"
      required
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}
