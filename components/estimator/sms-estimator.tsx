import { MAX_SMS_PARTS } from '@/content/pricing/estimates';
import { currentPrices } from '@/content/pricing/prices';
import { compileMessage } from '@/lib/i18n/compile-message';
import { getCopy } from '@/lib/i18n/copy';
import { PARTS_PARAM } from '@/lib/pricing/quote-query';
import { GSM7_SINGLE_PART_SEPTETS } from '@/lib/sms/message-parts';
import { Estimator, estimatorFormCopy } from './estimator';
import type { MessageComposerCopy } from './message-composer';
import { MessagePartsRules } from './message-parts-rules';
import { SmsEstimatorForm } from './sms-estimator-form';

/**
 * The message composer's copy: the examples as a list, the counts of the page in their messages,
 * and the messages the composer fills compiled for the browser.
 */
function composerCopy(): MessageComposerCopy {
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
    characters: { ...characters, times: compileMessage(characters.times) },
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

/**
 * The SMS page's estimator: the parts per message among the volumes, and the message composer
 * under the form. Only the SMS page imports it, so only that page loads its client code.
 */
export function SmsEstimator() {
  return (
    <Estimator
      channel="sms"
      form={
        <SmsEstimatorForm
          prices={currentPrices}
          copy={estimatorFormCopy('sms')}
          partsField={{ ...getCopy('Estimator').copy.parts, name: PARTS_PARAM, max: MAX_SMS_PARTS }}
          composer={{ rules: <MessagePartsRules />, copy: composerCopy() }}
        />
      }
    />
  );
}
