'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { inputStyles } from '@/components/forms/input-styles';
import { useHydrated } from '@/components/ui/use-client-value';
import type { PriceList } from '@/lib/pricing/price-list-schema';
import { EstimatorForm } from './estimator-form';
import type { EstimatorCopy } from './estimator-copy';
import type { MessageComposerCopy } from './estimator-copy';
import { EstimatorField, fieldId } from './volume-input';

// Its own chunk, fetched once the page runs, after the estimator's.
const MessageComposer = lazy(() =>
  import('./message-composer').then((module) => ({ default: module.MessageComposer })),
);

type SmsEstimatorFormProps = {
  prices: PriceList;
  copy: EstimatorCopy;
  /** The parts field's copy, its name in the form and the quote link, and the most it takes. */
  partsField: { label: string; hint: string; name: string; max: number };
  composer: { rules: ReactNode; copy: MessageComposerCopy };
};

/**
 * The SMS estimator: the estimator's form with the SMS parts per message after the volumes (a
 * choice of 1 to `max`, with a hint that says which messages it applies to) and, under it, the
 * message composer, which counts a message's parts and can put them in the estimate. The rules
 * the composer applies come from the server, so they show without JavaScript; the composer
 * itself is loaded once the page runs. The parts' limits come as props, not from the price data,
 * so that the SMS estimator shares no module with the other estimators' bundle but their form.
 */
export function SmsEstimatorForm({ prices, copy, partsField, composer }: SmsEstimatorFormProps) {
  const { label, hint, name, max } = partsField;
  const hydrated = useHydrated();
  const id = fieldId(name);
  return (
    <EstimatorForm
      channel="sms"
      prices={prices}
      copy={copy}
      perPart={(parts, setParts) => ({
        field: (
          <EstimatorField
            name={name}
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
              value={parts}
              onChange={(event) => setParts(Number(event.target.value))}
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
        ),
        after: (
          <div id="message-composer" className="mt-10 border-t border-line pt-8">
            {composer.rules}
            {hydrated && (
              <Suspense>
                <MessageComposer
                  copy={composer.copy}
                  maxParts={max}
                  onParts={(next) => {
                    setParts(next);
                    // The parts field, and the estimate beside it, come into view with the focus.
                    const field = document.getElementById(id);
                    field?.scrollIntoView({ block: 'center' });
                    field?.focus({ preventScroll: true });
                  }}
                />
              </Suspense>
            )}
          </div>
        ),
      })}
    />
  );
}
