import type { ReactNode } from 'react';

/** One field of the estimator: its label over its control, and a note under it (hint or error). */
export function EstimatorField({
  id,
  label,
  note,
  children,
}: {
  /** The control's id. */
  id: string;
  label: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {note}
    </div>
  );
}
