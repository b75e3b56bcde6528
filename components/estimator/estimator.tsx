import { Card } from '@/components/ui/card';
import type { EstimateChannelId } from '@/content/pricing/estimates';
import { MAX_ESTIMATE_VOLUME } from '@/content/pricing/estimates';
import { formatCount } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { estimateReading, estimateTableCopy } from '@/lib/pricing/quote-text';
import { EstimatorForm } from './estimator-form';

/**
 * The price estimator of a communication page, under its pricing tables: the form, and how the
 * estimate reads the tables, which the page states so a visitor can check the figure.
 */
export function Estimator({ channel }: { channel: EstimateChannelId }) {
  const { copy, t } = getCopy('Estimator');
  const quote = getCopy('Quote');
  const channelName = quote.t(`channels.${channel}`);
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
        <EstimatorForm
          channel={channel}
          copy={{
            ...estimateTableCopy(channel),
            volumesLegend: copy.volumesLegend,
            caption: copy.caption,
            total: copy.total,
            empty: copy.empty,
            enterpriseAction: copy.enterpriseAction,
            submit: copy.submit,
            openQuote: copy.openQuote,
            share: copy.share,
            volumeError: t('volumeError', { max: formatCount(MAX_ESTIMATE_VOLUME) }),
            enterprise: t('enterprise', { channel: channelName }),
            shareTitle: quote.t('title', { channel: channelName }),
          }}
        />
      </div>
      <p className="mt-6 text-sm text-ink-muted">{estimateReading(channel)}</p>
    </Card>
  );
}
