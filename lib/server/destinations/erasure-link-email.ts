import type { SendMailOptions } from 'nodemailer';
import { grievanceContact } from '@/content/privacy-notice';
import { languagePaths } from '@/content/routes';
import { site } from '@/content/site';
import type { NoticeLocale } from '@/lib/forms/erasure-schema';
import type { WithdrawableChoice } from '@/lib/forms/erasure-token';
import { getCopy } from '@/lib/i18n/copy';
import { messageParts } from './lead-summary';

/**
 * The one message a visitor who asked to be erased, or to withdraw `choice`, receives: the
 * single-use link, valid for 24 hours, in the language of the notice they asked from. It says nothing about whether the site
 * holds anything for the address. The token is in the link's fragment: a browser never sends a
 * fragment to a server, so the token reaches no log, proxy or Referer.
 */
export function erasureLinkEmail(link: {
  to: string;
  from: string;
  token: string;
  choice?: WithdrawableChoice;
  locale: NoticeLocale;
  siteUrl: string;
}) {
  const { t } = getCopy('ErasureLink', link.locale);
  const { choice = '' } = link;
  const values = { siteName: site.name, email: grievanceContact.email, choice };
  const paragraphs = (keys: Parameters<typeof t>[0][]) =>
    keys.map((key) => ({ paragraph: t(key, values) }));
  return {
    from: link.from,
    to: link.to,
    subject: t(choice ? 'withdrawSubject' : 'subject', values),
    ...messageParts([
      ...paragraphs(['greeting', choice ? 'withdrawAsked' : 'asked', 'confirm']),
      {
        link: `${link.siteUrl}${languagePaths('erasure')![link.locale]}#token=${link.token}${
          choice && `&choice=${choice}`
        }`,
      },
      ...paragraphs(['ignore', 'unknown', 'contact', 'signature']),
    ]),
  } satisfies SendMailOptions;
}
