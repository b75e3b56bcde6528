'use client';

import { inputStyles } from '@/components/forms/input-styles';
import { EstimatorField } from './estimator-field';

/** The parts field's copy, its name in the form and the quote link, and the most it takes. */
export type PartsFieldProps = { label: string; hint: string; name: string; max: number };

/** The field's id, like the volumes' (for the composer to bring it into view). */
export const partsFieldId = (name: string) => `volume-${name}`;

/**
 * SMS parts per message: a choice of 1 to `max`, part of the estimator's GET form, with a hint
 * that says which messages it applies to. Its limits come as props, not from the price data, so
 * that the SMS estimator shares no module with the other estimators' bundle but their form.
 */
export function PartsField({
  field: { label, hint, name, max },
  value,
  onValue,
}: {
  field: PartsFieldProps;
  value: number;
  onValue: (parts: number) => void;
}) {
  const id = partsFieldId(name);
  return (
    <EstimatorField
      id={id}
      label={label}
      note={
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      }
    >
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
        aria-describedby={`${id}-hint`}
        className={inputStyles()}
      >
        {Array.from({ length: max }, (_, index) => (
          <option key={index} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </select>
    </EstimatorField>
  );
}
