import { Card } from '@/components/ui/card';
import type { EstimateChannelId } from '@/content/pricing/estimates';
import { MAX_ESTIMATE_VOLUME, MAX_SMS_PARTS } from '@/content/pricing/estimates';
import { formatCount } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { billsPerPart } from '@/lib/pricing/estimate';
import { estimateReading, estimateTableCopy } from '@/lib/pricing/quote-text';
import { GSM7_SINGLE_PART_SEPTETS } from '@/lib/sms/message-parts';
import { EstimatorForm } from './estimator-form';
import type { MessageComposerCopy } from './message-composer';
import { MessagePartsRules } from './message-parts-rules';
import { SmsEstimatorForm } from './sms-estimator-form';

/** The message composer's copy, the examples as a list and the counts in their messages. */
function composerCopy(): MessageComposerCopy {
  const { copy, t } = getCopy('MessageComposer');
  const { examplesLabel, label, summary, encodings, units, parts, room, useParts } = copy;
  return {
    examplesLabel,
    label,
    summary,
    encodings,
    units,
    parts,
    room,
    useParts,
    characters: copy.characters,
    names: copy.names,
    examples: Object.values(copy.examples),
    empty: t('empty', { single: GSM7_SINGLE_PART_SEPTETS }),
    tooManyParts: t('tooManyParts', { max: MAX_SMS_PARTS }),
  };
}

/**
 * The price estimator of a communication page, under its pricing tables: the form, and how the
 * estimate reads the tables, which the page states so a visitor can check the figure. Where the
 * channel bills per part (SMS), the parts field and the message composer that sets it.
 */
export function Estimator({ channel }: { channel: EstimateChannelId }) {
  const { copy, t } = getCopy('Estimator');
  const perPart = billsPerPart(channel);
  const quote = getCopy('Quote');
  const channelName = quote.t(`channels.${channel}`);
  const formCopy = {
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
  };
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
        {perPart ? (
          <SmsEstimatorForm
            copy={formCopy}
            parts={copy.parts}
            composer={{ rules: <MessagePartsRules />, copy: composerCopy() }}
          />
        ) : (
          <EstimatorForm channel={channel} copy={formCopy} />
        )}
      </div>
      <p className="mt-6 text-sm text-ink-muted">{estimateReading(channel)}</p>
    </Card>
  );
}
