import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import type { Language } from '@/content/messages';
import { noticeRights } from '@/content/privacy-notice';
import { getCopy } from '@/lib/i18n/copy';

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
  const { copy, t } = getCopy('PrivacyNotice', language);
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
        <li key={right}>
          {right === 'withdraw' || right === 'unsubscribe'
            ? t.rich(`rights.${right}`, { link: toForm })
            : copy.rights[right]}
        </li>
      ))}
    </ul>
  );
}
