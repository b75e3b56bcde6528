import type { Language } from '@/content/messages';
import { demoRequestChoices } from '@/content/privacy-notice';
import { getCopy } from '@/lib/i18n/copy';

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
