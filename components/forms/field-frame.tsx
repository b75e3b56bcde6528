import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * How every labelled field of the site's forms is laid out: its label over its control, and under
 * it a hint and an error, whose ids (`<id>-hint`, `<id>-error`) the control names in its
 * `aria-describedby`. Without react-hook-form, so the estimator lays its fields out the same.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
