import { getCopy } from '@/lib/i18n/copy';
import { DLT_VARIABLE, DLT_VARIABLE_CHARACTERS } from '@/lib/sms/dlt-template';
import {
  GSM7_EXTENSION_CHARACTERS,
  GSM7_MULTIPART_SEPTETS,
  GSM7_SINGLE_PART_SEPTETS,
  UNICODE_MULTIPART_UNITS,
  UNICODE_SINGLE_PART_UNITS,
} from '@/lib/sms/message-parts';

/** The extension characters a visitor can type (the form feed is left out). */
const doubleCharacters = [...GSM7_EXTENSION_CHARACTERS].filter((c) => c !== '\f').join(' ');

/**
 * How an SMS is split into parts, in a few lines over the message composer: rendered on the
 * server, so a visitor without JavaScript reads the rules the composer applies.
 */
export function MessagePartsRules() {
  const { copy, t } = getCopy('MessageComposer');
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
