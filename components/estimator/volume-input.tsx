'use client';

import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { inputStyles } from '@/components/forms/input-styles';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format/rupees';
import { readVolume } from '@/lib/pricing/quote-query';

/** The id of an estimator field's control: `volume-<name>`, the parts' too. */
export const fieldId = (name: string) => `volume-${name}`;

type EstimatorFieldProps = {
  name: string;
  label: string;
  note?: ReactNode;
  children: ReactNode;
};

/** One field of the estimator: its label over its control, and a note under it (hint or error). */
export function EstimatorField({ name, label, note, children }: EstimatorFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId(name)} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {note}
    </div>
  );
}

type VolumeInputProps = {
  name: string;
  label: string;
  value: string;
  /** The message to show when the value is no count. */
  error: string;
  onValue: (value: string) => void;
};

/**
 * A monthly volume: a text field with a numeric keypad that regroups the digits as they are typed
 * (1,00,000), keeping the caret after the digit it followed. A value that is no count stays as
 * typed and says why.
 */
export function VolumeInput({ name, label, value, error, onValue }: VolumeInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const invalid = value.trim() !== '' && readVolume(value) === undefined;
  const id = fieldId(name);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || input !== document.activeElement) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const digitsBefore = typed
      .slice(0, event.target.selectionStart ?? typed.length)
      .replace(/\D/g, '').length;
    // A valid count regrouped the Indian way, else as typed.
    const volume = readVolume(typed);
    const next = volume === undefined ? typed : formatCount(volume);
    // The caret goes after the same digit in the regrouped text.
    caret.current =
      next === typed
        ? null
        : (next.match(new RegExp(`^(?:\\D*\\d){${digitsBefore}}`))?.[0].length ?? next.length);
    onValue(next);
  };

  return (
    <EstimatorField
      name={name}
      label={label}
      note={
        invalid && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )
      }
    >
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={value}
        onChange={onChange}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={cn(inputStyles(), 'tabular-nums')}
      />
    </EstimatorField>
  );
}
