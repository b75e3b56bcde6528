import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import type { Language } from '@/content/messages';
import {
  demoRequestChoices,
  grievanceContact,
  leadRetention,
  noticeForms,
  noticeRecipients,
  noticeRights,
  visitItems,
  type NoticeForm,
  type NoticeItem,
} from '@/content/privacy-notice';
import { ATTRIBUTION_TTL_MS } from '@/lib/attribution/touch';
import { configuration } from '@/lib/config';
import { ERASURE_LINK_HOURS } from '@/lib/forms/erasure-token';
import { getCopy } from '@/lib/i18n/copy';
import { htmlLang, locale } from '@/lib/i18n/locale';
import { ERASURE_RECORD_DAYS } from '@/lib/server/store/erasure-store';

/*
 * The parts of the privacy notice that a form's short notice shows too, drawn from the same data
 * and words: a form's part, the demo request's choices, the rights and the Grievance Officer.
 */

export const subheading = 'mt-6 font-semibold text-ink';
const list = 'mt-3 list-disc space-y-2 pl-5';

/**
 * The figures the notice states, each read where the code keeps it. The full notice is rendered
 * per request, so its settings are the running server's; /contact's part is prerendered, so it
 * states no setting but ANALYTICS_SCRIPT_URL, a build variable (the server's too).
 */
export function noticeFigures() {
  const { LEAD_RETENTION_DAYS, RECIPIENT_COPY_DAYS, ANALYTICS_SCRIPT_URL } = configuration();
  return {
    settledLeadDays: LEAD_RETENTION_DAYS,
    recipientCopyDays: RECIPIENT_COPY_DAYS,
    /** The host of the operator's analytics script, when the site's other pages load one. */
    analyticsHost: ANALYTICS_SCRIPT_URL && new URL(ANALYTICS_SCRIPT_URL).host,
    browserVisitDays: ATTRIBUTION_TTL_MS / (24 * 60 * 60 * 1000),
    erasureLinkHours: ERASURE_LINK_HOURS,
    erasureRecordDays: ERASURE_RECORD_DAYS,
  };
}

/**
 * One form's part of the privacy notice: what it keeps and why, who receives it, and how long
 * each copy is kept. The full notice shows it for each form; the demo request form shows its own
 * under the form, from the same data and words, with `retention` in place of the figures.
 */
export function NoticeFormPart({
  form,
  language,
  retention,
}: {
  form: NoticeForm;
  language: Language;
  retention?: ReactNode;
}) {
  const { copy, t } = getCopy('PrivacyNotice', language);
  const { analyticsHost: host, browserVisitDays, settledLeadDays } = noticeFigures();
  const label = (item: NoticeItem) =>
    item === 'visit' ? t('items.visit.label', { days: browserVisitDays }) : copy.items[item].label;
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
      <p className="mt-3">
        {host ? t('recipientsAnalytics', { host }) : copy.recipientsNowhereElse}
      </p>

      <h3 className={subheading}>{copy.retentionTitle}</h3>
      {retention ?? (
        <ul className={list}>
          {leadRetention.map((rule) => (
            <li key={rule}>
              {rule === 'settled'
                ? t('retention.settled', { days: settledLeadDays })
                : copy.retention[rule]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What each of the demo request form's three choices allows. */
export function NoticeChoices({ language }: { language: Language }) {
  const { copy } = getCopy('PrivacyNotice', language);
  return (
    <>
      <p>{copy.choices.intro}</p>
      <dl className="mt-4 space-y-4">
        {demoRequestChoices.map((choice) => (
          <div key={choice} className="border-l-4 border-brand-200 pl-4">
            <dt className="font-semibold text-ink">{copy.choices.items[choice].name}</dt>
            <dd className="mt-1">{copy.choices.items[choice].allows}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The visitor's rights: withdraw and erase, one choice at a time, the newsletter's own
 * unsubscribe, a summary or a correction, the Grievance Officer and the Data Protection Board.
 * `erasureHref` is the erasure form: its section on the notice page, or the notice from a form.
 */
export function NoticeRights({
  language,
  erasureHref,
}: {
  language: Language;
  erasureHref: string;
}) {
  const { t } = getCopy('PrivacyNotice', language);
  const toForm = (chunks: ReactNode) => (
    <SiteLink
      href={erasureHref}
      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {chunks}
    </SiteLink>
  );
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5">
      {noticeRights.map((right) => (
        <li key={right}>{t.rich(`rights.${right}`, { link: toForm })}</li>
      ))}
    </ul>
  );
}

/** The country of the postal address, named as a letter to it is addressed. */
const country = new Intl.DisplayNames([locale], { type: 'region' }).of(
  grievanceContact.address.country,
);

/**
 * Who a visitor writes to about their details: the Grievance Officer's role, email and postal
 * address (the company's, from content/site.ts). The address is in English, as a letter to it
 * is written, whatever the page's language.
 */
export function GrievanceContact({ language }: { language: Language }) {
  const { copy } = getCopy('PrivacyNotice', language);
  const { address, email, organisation } = grievanceContact;
  return (
    <div className="rounded-card bg-brand-50 p-5">
      <p className="font-semibold text-ink">{copy.grievanceRole}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{copy.emailLabel}</dt>
        <dd>
          <a
            href={`mailto:${email}`}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {email}
          </a>
        </dd>
        <dt className="font-semibold text-ink">{copy.postLabel}</dt>
        <dd>
          <address lang={language === 'en' ? undefined : htmlLang.en} className="not-italic">
            {getCopy('PrivacyNotice').copy.grievanceRole}
            <br />
            {organisation}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {country}
          </address>
        </dd>
      </dl>
    </div>
  );
}
