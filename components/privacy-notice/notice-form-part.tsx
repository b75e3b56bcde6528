import type { Language } from '@/content/messages';
import {
  leadRetention,
  noticeFigures,
  noticeForms,
  noticeRecipients,
  visitItems,
  type NoticeForm,
  type NoticeItem,
} from '@/content/privacy-notice';
import { getCopy } from '@/lib/i18n/copy';

const subheading = 'mt-6 font-semibold text-ink';
const list = 'mt-3 list-disc space-y-2 pl-5';

/**
 * One form's part of the privacy notice: what it keeps and why, who receives it, and how long
 * each copy is kept. The full notice shows it for each form; the demo request form shows its own
 * under the form, from the same data and words.
 */
export function NoticeFormPart({ form, language }: { form: NoticeForm; language: Language }) {
  const { copy, t } = getCopy('PrivacyNotice', language);
  const label = (item: NoticeItem) =>
    item === 'visit'
      ? t('items.visit.label', { days: noticeFigures.browserVisitDays })
      : copy.items[item].label;
  return (
    <div>
      <p>{copy.forms[form].intro}</p>
      <dl className="mt-4 divide-y divide-line rounded-card border border-line">
        {noticeForms[form].map((item) => (
          <div key={item} className="grid gap-1 p-4 sm:grid-cols-2 sm:gap-6">
            <dt className="font-semibold text-ink">
              <span className="sr-only">{copy.itemHeading}: </span>
              {label(item)}
              {item === 'visit' && (
                <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
                  {visitItems.map((visitItem) => (
                    <li key={visitItem}>{copy.visitItems[visitItem]}</li>
                  ))}
                </ul>
              )}
            </dt>
            <dd className="text-ink-muted">
              <span className="sr-only">{copy.purposeHeading}: </span>
              {copy.items[item].purpose}
            </dd>
          </div>
        ))}
      </dl>

      <h3 className={subheading}>{copy.recipientsTitle}</h3>
      <p className="mt-2">{copy.recipientsIntro}</p>
      <ul className={list}>
        {noticeRecipients.map((recipient) => (
          <li key={recipient}>{copy.recipients[recipient]}</li>
        ))}
      </ul>
      <p className="mt-3">{copy.recipientsNowhereElse}</p>

      <h3 className={subheading}>{copy.retentionTitle}</h3>
      <ul className={list}>
        {leadRetention.map((rule) => (
          <li key={rule}>
            {rule === 'settled'
              ? t('retention.settled', { days: noticeFigures.settledLeadDays })
              : copy.retention[rule]}
          </li>
        ))}
      </ul>
    </div>
  );
}
