import { getTranslations } from 'next-intl/server';
import type { EstimateChannelId } from '@/content/pricing/estimates';
import { MAX_ESTIMATE_VOLUME } from '@/content/pricing/estimates';
import { formatCount } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { EstimatorForm } from './estimator-form';
import { estimateReading, estimateTableCopy } from './quote-text';

/**
 * The price estimator of a communication page, under its pricing tables: the form, and how the
 * estimate reads the tables (decisions.md asks the page to state it).
 */
export async function Estimator({ channel }: { channel: EstimateChannelId }) {
  const [copy, t, quote, reading] = await Promise.all([
    getCopy('Estimator'),
    getTranslations('Estimator'),
    getTranslations('Quote'),
    estimateReading(channel),
  ]);
  const channelName = quote(`channels.${channel}`);
  return (
    <section
      id="estimator"
      aria-labelledby="estimator-title"
      className="mt-12 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
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
            shareTitle: quote('title', { channel: channelName }),
          }}
        />
      </div>
      <p className="mt-6 text-sm text-ink-muted">{reading}</p>
    </section>
  );
}
