import type { EstimateChannelId } from '@/content/pricing/estimates';
import { MAX_ESTIMATE_VOLUME, MAX_SMS_PARTS } from '@/content/pricing/estimates';
import { GST_RATE_PERCENT } from '@/content/pricing/tax';
import { formatCount } from '@/lib/format/rupees';
import { compileMessage } from '@/lib/i18n/compile-message';
import { getCopy } from '@/lib/i18n/copy';
import { estimateTableCopy } from '@/lib/pricing/quote-text';
import { GSM7_SINGLE_PART_SEPTETS } from '@/lib/sms/message-parts';

// The estimators' copy, built on the server and handed to their client forms as props: its own
// module, so a client form names its type without importing the server component that renders it.

/** The estimator form's copy for a channel, the messages that take arguments formatted. */
export function estimatorFormCopy(channel: EstimateChannelId) {
  const { copy, t } = getCopy('Estimator');
  const quote = getCopy('Quote');
  const channelName = quote.t(`channels.${channel}`);
  return {
    ...estimateTableCopy(channel),
    volumesLegend: copy.volumesLegend,
    caption: copy.caption,
    subtotal: quote.copy.subtotal,
    gst: quote.t('gst', { rate: GST_RATE_PERCENT }),
    total: quote.copy.total,
    empty: copy.empty,
    enterpriseAction: copy.enterpriseAction,
    submit: copy.submit,
    openQuote: copy.openQuote,
    downloadPdf: copy.downloadPdf,
    share: copy.share,
    volumeError: t('volumeError', { max: formatCount(MAX_ESTIMATE_VOLUME) }),
    enterprise: t('enterprise', { channel: channelName }),
    shareTitle: quote.t('title', { channel: channelName }),
  };
}

export type EstimatorCopy = ReturnType<typeof estimatorFormCopy>;

/**
 * The message composer's copy: the examples as a list, the counts of the page in their messages,
 * and the messages the composer fills compiled for the browser (lib/i18n/compile-message.ts).
 */
export function composerCopy() {
  const { copy, t } = getCopy('MessageComposer');
  const { examplesLabel, label, linkNote, encodings, characters, names } = copy;
  return {
    examplesLabel,
    label,
    linkNote,
    encodings,
    summary: compileMessage(copy.summary),
    summaryTemplate: compileMessage(copy.summaryTemplate),
    variables: compileMessage(copy.variables),
    units: compileMessage(copy.units),
    parts: compileMessage(copy.parts),
    room: compileMessage(copy.room),
    useParts: compileMessage(copy.useParts),
    characters: {
      ...characters,
      times: compileMessage(characters.times),
      // 'Replace with …', keyed by the code point of the replacement's first character.
      replaceWith: characters.replaceWith as Readonly<Record<string, string>>,
    },
    names: {
      kinds: names.kinds,
      emoji: compileMessage(names.kinds.emoji),
      codePoints: names.codePoints,
      unnamed: compileMessage(names.unnamed),
    },
    examples: Object.values(copy.examples),
    empty: t('empty', { single: GSM7_SINGLE_PART_SEPTETS }),
    tooManyParts: t('tooManyParts', { max: MAX_SMS_PARTS }),
  };
}

export type MessageComposerCopy = ReturnType<typeof composerCopy>;
