import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { EstimateChannelId } from '@/content/pricing/estimates';
import { currentPrices } from '@/content/pricing/prices';
import { getCopy } from '@/lib/i18n/copy';
import { estimateReading } from '@/lib/pricing/quote-text';
import { estimatorFormCopy } from './estimator-copy';
import { EstimatorForm } from './estimator-form';

type EstimatorProps = {
  channel: EstimateChannelId;
  /** A form of the channel's own (SmsEstimator's); by default the estimator's form. */
  form?: ReactNode;
};

/**
 * The price estimator of a communication page, under its pricing tables: the form, and how the
 * estimate reads the tables, which the page states so a visitor can check the figure.
 */
export function Estimator({ channel, form }: EstimatorProps) {
  const { copy } = getCopy('Estimator');
  return (
    <Card
      as="section"
      id="estimator"
      aria-labelledby="estimator-title"
      padding="compact"
      className="mt-12 sm:p-8"
    >
      <h3 id="estimator-title" className="text-title font-semibold text-ink">
        {copy.title}
      </h3>
      <p className="mt-2 text-ink-muted">{copy.intro}</p>
      <div className="mt-6">
        {form ?? (
          <EstimatorForm
            channel={channel}
            prices={currentPrices}
            copy={estimatorFormCopy(channel)}
          />
        )}
      </div>
      <p className="mt-6 text-sm text-ink-muted">{estimateReading(channel)}</p>
    </Card>
  );
}
