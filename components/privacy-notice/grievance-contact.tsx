import type { Language } from '@/content/messages';
import { grievanceContact } from '@/content/privacy-notice';
import { getCopy } from '@/lib/i18n/copy';
import { htmlLang, locale } from '@/lib/i18n/locale';

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
