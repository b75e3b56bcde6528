'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-client-value';
import type { PriceList } from '@/lib/pricing/price-list-schema';
import { EstimatorForm, type EstimatorCopy } from './estimator-form';
import type { MessageComposerCopy } from './message-composer';
import { partsFieldId, PartsField, type PartsFieldProps } from './parts-field';

// Its own chunk, fetched once the page runs, after the estimator's.
const MessageComposer = lazy(() =>
  import('./message-composer').then((module) => ({ default: module.MessageComposer })),
);

/** Brings the parts field, and the estimate beside it, into view, and gives it the focus. */
function showPartsField(name: string) {
  const field = document.getElementById(partsFieldId(name));
  field?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/**
 * The SMS estimator: the estimator's form with the SMS parts per message after the volumes and,
 * under it, the message composer, which counts a message's parts and can put them in the
 * estimate. The rules the composer applies come from the server, so they show without
 * JavaScript; the composer itself is loaded once the page runs.
 */
export function SmsEstimatorForm({
  prices,
  copy,
  partsField,
  composer,
}: {
  prices: PriceList;
  copy: EstimatorCopy;
  partsField: PartsFieldProps;
  composer: { rules: ReactNode; copy: MessageComposerCopy };
}) {
  const hydrated = useHydrated();
  return (
    <EstimatorForm
      channel="sms"
      prices={prices}
      copy={copy}
      perPart={(parts, setParts) => ({
        field: <PartsField field={partsField} value={parts} onValue={setParts} />,
        after: (
          <div id="message-composer" className="mt-10 border-t border-line pt-8">
            {composer.rules}
            {hydrated && (
              <Suspense>
                <MessageComposer
                  copy={composer.copy}
                  maxParts={partsField.max}
                  onParts={(next) => {
                    setParts(next);
                    showPartsField(partsField.name);
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
