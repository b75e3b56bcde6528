import type { SendMailOptions } from 'nodemailer';
import { grievanceContact } from '@/content/privacy-notice';
import { languagePaths } from '@/content/routes';
import { site } from '@/content/site';
import type { NoticeLocale } from '@/lib/forms/erasure-schema';
import { getCopy } from '@/lib/i18n/copy';
import { messageParts } from './lead-email';

/**
 * The confirmation page's address with the token in its fragment: a browser never sends a
 * fragment to a server, so the token reaches no log, proxy or Referer.
 */
export function erasureLink(siteUrl: string, locale: NoticeLocale, token: string): string {
  return `${siteUrl}${languagePaths('erasure')![locale]}#token=${token}`;
}

/**
 * The one message a visitor who asked to be erased receives: the single-use link, valid for 24
 * hours, in the language of the notice they asked from. It says nothing about whether the site
 * holds anything for the address.
 */
export function erasureLinkEmail({
  to,
  from,
  token,
  locale,
  siteUrl,
}: {
  to: string;
  from: string;
  token: string;
  locale: NoticeLocale;
  siteUrl: string;
}) {
  const { t } = getCopy('ErasureLink', locale);
  const values = { siteName: site.name, email: grievanceContact.email };
  return {
    from,
    to,
    subject: t('subject', values),
    ...messageParts([
      ...[t('greeting'), t('asked', values), t('confirm')].map((paragraph) => ({ paragraph })),
      { link: erasureLink(siteUrl, locale, token) },
      ...[t('ignore'), t('unknown'), t('contact', values), t('signature', values)].map(
        (paragraph) => ({ paragraph }),
      ),
    ]),
  } satisfies SendMailOptions;
}
