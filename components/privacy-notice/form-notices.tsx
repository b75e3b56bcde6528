import { SiteLink } from '@/components/ui/site-link';
import { erasureFormAnchor } from '@/content/privacy-notice';
import { paths } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import {
  GrievanceContact,
  NoticeChoices,
  NoticeFormPart,
  NoticeRights,
  subheading,
} from './notice-parts';

const noticeLink = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * The demo request form's short notice, under its button: one line, and the form's part of the
 * privacy notice in a disclosure (a <details>, so it opens without JavaScript and is in the page's
 * HTML either way), drawn from the same data and words as the full notice.
 */
export function DemoRequestNotice() {
  const { copy, t } = getCopy('FormNotice');
  const notice = getCopy('PrivacyNotice').copy;
  return (
    <div className="mt-3 text-sm text-ink-muted">
      <p>{copy.demoRequest}</p>
      <details className="mt-2">
        <summary className="cursor-pointer py-0.5 font-semibold text-brand-700 hover:text-brand-800">
          {copy.summary}
        </summary>
        <div className="mt-3">
          <NoticeFormPart
            form="demoRequest"
            language="en"
            retention={
              // Prerendered: the figures are the running server's, which only the full notice reads.
              <p className="mt-2">
                {t.rich('retention', {
                  link: (chunks) => (
                    <SiteLink href={`${paths.privacyNotice}#demoRequest`} className={noticeLink}>
                      {chunks}
                    </SiteLink>
                  ),
                })}
              </p>
            }
          />
          <h3 className={subheading}>{notice.choices.title}</h3>
          <div className="mt-2">
            <NoticeChoices language="en" />
          </div>
          <h3 className={subheading}>{notice.rightsTitle}</h3>
          <NoticeRights language="en" erasureHref={`${paths.privacyNotice}#${erasureFormAnchor}`} />
          <h3 className={subheading}>{notice.grievanceTitle}</h3>
          <p className="mt-2">{notice.grievanceIntro}</p>
          <div className="mt-3">
            <GrievanceContact language="en" />
          </div>
          <p className="mt-4">
            <SiteLink href={paths.privacyNotice} className={noticeLink}>
              {copy.fullNotice}
            </SiteLink>
          </p>
        </div>
      </details>
    </div>
  );
}

/** The newsletter's short notice: a line, and the full notice a link away. */
export function NewsletterNotice() {
  const { copy } = getCopy('FormNotice');
  return (
    <p className="mt-1 text-xs leading-5 text-brand-100">
      {copy.newsletter}{' '}
      <SiteLink
        href={paths.privacyNotice}
        className="font-semibold text-white underline underline-offset-4"
      >
        {copy.newsletterLink}
      </SiteLink>
    </p>
  );
}
