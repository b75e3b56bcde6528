import { MAX_SMS_PARTS } from '@/content/pricing/estimates';
import { currentPrices } from '@/content/pricing/prices';
import { getCopy } from '@/lib/i18n/copy';
import { PARTS_PARAM } from '@/lib/pricing/quote-query';
import { DLT_VARIABLE, DLT_VARIABLE_CHARACTERS } from '@/lib/sms/dlt-template';
import {
  GSM7_EXTENSION_CHARACTERS,
  GSM7_MULTIPART_SEPTETS,
  GSM7_SINGLE_PART_SEPTETS,
  UNICODE_MULTIPART_UNITS,
  UNICODE_SINGLE_PART_UNITS,
} from '@/lib/sms/message-parts';
import { Estimator } from './estimator';
import { composerCopy, estimatorFormCopy } from './estimator-copy';
import { SmsEstimatorForm } from './sms-estimator-form';

/**
 * How an SMS is split into parts, in a few lines over the message composer: rendered on the
 * server, so a visitor without JavaScript reads the rules the composer applies.
 */
function MessagePartsRules() {
  const { copy, t } = getCopy('MessageComposer');
  // The extension characters a visitor can type (the form feed is left out).
  const doubleCharacters = [...GSM7_EXTENSION_CHARACTERS].filter((c) => c !== '\f').join(' ');
  return (
    <>
      <h4 className="text-lg font-semibold text-ink">{copy.title}</h4>
      <p className="mt-2 text-ink-muted">{copy.intro}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-ink-muted">
        <li>
          {t('rules.gsm7', { single: GSM7_SINGLE_PART_SEPTETS, multi: GSM7_MULTIPART_SEPTETS })}
        </li>
        <li>
          {t('rules.unicode', {
            single: UNICODE_SINGLE_PART_UNITS,
            multi: UNICODE_MULTIPART_UNITS,
          })}
        </li>
        <li>{t('rules.double', { characters: doubleCharacters })}</li>
        <li>{t('rules.dlt', { variable: DLT_VARIABLE, characters: DLT_VARIABLE_CHARACTERS })}</li>
      </ul>
    </>
  );
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
