'use client';

import { inputStyles } from '@/components/forms/input-styles';
import { MAX_SMS_PARTS } from '@/content/pricing/estimates';
import { PARTS_PARAM } from '@/lib/pricing/quote-query';

/** The field's id, for the message composer to bring it into view once it has set it. */
export const PARTS_FIELD_ID = `volume-${PARTS_PARAM}`;

const choices = Array.from({ length: MAX_SMS_PARTS }, (_, index) => index + 1);

/**
 * SMS parts per message: a choice of 1 to MAX_SMS_PARTS, part of the estimator's GET form, with
 * a hint that says which messages it applies to.
 */
export function PartsField({
  copy,
  value,
  onValue,
}: {
  copy: { label: string; hint: string };
  value: number;
  onValue: (parts: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={PARTS_FIELD_ID} className="text-sm font-semibold text-ink">
        {copy.label}
      </label>
      <select
        id={PARTS_FIELD_ID}
        name={PARTS_PARAM}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
        aria-describedby={`${PARTS_FIELD_ID}-hint`}
        className={inputStyles()}
      >
        {choices.map((parts) => (
          <option key={parts} value={parts}>
            {parts}
          </option>
        ))}
      </select>
      <p id={`${PARTS_FIELD_ID}-hint`} className="text-sm text-ink-muted">
        {copy.hint}
      </p>
    </div>
  );
}
