'use client';

import { createElement, type ChangeEvent, type ReactElement } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { inputStyles } from '@/components/forms/input-styles';
import { cn } from '@/lib/cn';

type FieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** Runs after the form has taken the control's change. */
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLSelectElement>) => void;
  /** The one control (input, select, textarea) with its own attributes, registered here. */
  children: ReactElement<{ disabled?: boolean }>;
};

/**
 * One labelled field of a react-hook-form form, after shadcn's form pattern: the field registers
 * its control, reads its state from the form's context and wires the control to its label, hint
 * and error by ids it derives from the field's name. The error shows once the field is touched
 * or the form has been submitted, and never under a disabled control.
 */
export function Field<Values extends FieldValues>({
  name,
  label,
  required,
  hint,
  className,
  onChange,
  children,
}: FieldProps<Values>) {
  const { register } = useFormContext<Values>();
  // Reads only the state it shows: the form state's proxy subscribes a field to what it reads, and
  // `getFieldState` would read the validating flags too, which the form announces to every field
  // twice a keystroke (every field rendered again on each key).
  const { errors, touchedFields, isSubmitted } = useFormState<Values>({ name });
  const error: FieldError | undefined = get(errors, name);
  const shownError =
    !children.props.disabled && (get(touchedFields, name) || isSubmitted)
      ? error?.message
      : undefined;

  const id = `field-${name}`;
  const describedBy = [hint && `${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {createElement(children.type, {
        ...register(name, { onChange }),
        ...children.props,
        required,
        className: inputStyles(),
        id,
        'aria-invalid': shownError ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
