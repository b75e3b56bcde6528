import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { Heading } from '@/components/sections/heading';
import { languages, type Language } from '@/content/messages';
import {
  erasureFormAnchor,
  grievanceContact,
  privacyNoticeVersion,
} from '@/content/privacy-notice';
import { languagePaths } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { htmlLang } from '@/lib/i18n/locale';
import { ErasureRequestForm } from './erasure-request-form';
import {
  GrievanceContact,
  NoticeChoices,
  NoticeFormPart,
  NoticeRights,
  noticeFigures,
} from './notice-parts';

const erasureSteps = ['answer', 'link', 'recipients', 'noEmail', 'record'] as const;

/**
 * The full privacy notice, in English (/privacy-notice) or Hindi (/hi/privacy-notice): every item
 * each form keeps, its recipients and how long, what the browser keeps and runs, the demo form's
 * choices, the rights, the erasure form, and the Grievance Officer and what follows a complaint.
 */
export function PrivacyNoticePage({ language }: { language: Language }) {
  const { copy, t } = getCopy('PrivacyNotice', language);
  const { analyticsHost: host, ...figures } = noticeFigures();
  const erasure = getCopy('ErasureRequest', language);
  const contact = <GrievanceContact language={language} />;
  const { title: erasureTitle, intro: erasureIntro, ...erasureForm } = erasure.copy;
  const email = { email: grievanceContact.email };
  const pages = languagePaths('privacyNotice')!;
  const other = languages.find((candidate) => candidate !== language)!;
  const sections = {
    whoWeAre: copy.whoWeAre.title,
    demoRequest: copy.forms.demoRequest.title,
    choices: copy.choices.title,
    newsletter: copy.forms.newsletter.title,
    browser: copy.browser.title,
    rights: copy.rightsTitle,
    [erasureFormAnchor]: erasureTitle,
    erasure: copy.erasure.title,
    grievance: copy.grievanceTitle,
  };
  return (
    <>
      <PageHeader heading={copy}>
        <p className="mt-4 text-sm text-ink-muted">
          {t('version', {
            version: privacyNoticeVersion.version,
            date: new Date(privacyNoticeVersion.publishedOn),
          })}
        </p>
        {/* The same notice in the other language, a whole page away (another root layout). */}
        <p className="mt-4">
          <SiteLink
            href={pages[other]}
            hrefLang={htmlLang[other]}
            lang={htmlLang[other]}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {copy.otherLanguage}
          </SiteLink>
        </p>
      </PageHeader>

      <Container width="3xl" className="pb-section">
        <nav aria-label={copy.contentsLabel} className="rounded-card bg-surface-muted p-5">
          <p className="font-semibold text-ink">{copy.contentsLabel}</p>
          <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {Object.entries(sections).map(([id, title]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-8 items-center text-brand-700 underline-offset-4 hover:underline"
                >
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <NoticeSection id="whoWeAre" title={sections.whoWeAre}>
          <p>{t('whoWeAre.body', { organisation: grievanceContact.organisation })}</p>
          <p>{copy.whoWeAre.law}</p>
        </NoticeSection>
        <NoticeSection id="demoRequest" title={sections.demoRequest}>
          <NoticeFormPart form="demoRequest" language={language} />
        </NoticeSection>
        <NoticeSection id="choices" title={sections.choices}>
          <NoticeChoices language={language} />
        </NoticeSection>
        <NoticeSection id="newsletter" title={sections.newsletter}>
          <NoticeFormPart form="newsletter" language={language} />
        </NoticeSection>
        <NoticeSection id="browser" title={sections.browser}>
          <p>{t('browser.body', { days: figures.browserVisitDays })}</p>
          <p>{host ? t('browser.analytics', { host }) : copy.browser.noScripts}</p>
        </NoticeSection>
        <NoticeSection id="rights" title={sections.rights}>
          <NoticeRights language={language} erasureHref={`#${erasureFormAnchor}`} />
        </NoticeSection>
        <NoticeSection id={erasureFormAnchor} title={sections[erasureFormAnchor]}>
          <p>{erasureIntro}</p>
          <Card className="mt-4 sm:p-8">
            <ErasureRequestForm
              language={language}
              labelledBy={erasureFormAnchor}
              grievanceContact={contact}
              copy={{
                ...erasureForm,
                needsJavaScript: erasure.t('needsJavaScript', email),
                answers: {
                  ...erasureForm.answers,
                  email: erasure.t('answers.email', { hours: figures.erasureLinkHours }),
                  failed: erasure.t('answers.failed', email),
                },
              }}
            />
          </Card>
        </NoticeSection>
        <NoticeSection id="erasure" title={sections.erasure}>
          <ul className="list-disc space-y-2 pl-5">
            {erasureSteps.map((step) => (
              <li key={step}>
                {t(`erasure.steps.${step}`, {
                  hours: figures.erasureLinkHours,
                  days: step === 'record' ? figures.erasureRecordDays : figures.recipientCopyDays,
                })}
              </li>
            ))}
          </ul>
        </NoticeSection>
        <NoticeSection id="grievance" title={sections.grievance}>
          <p>{copy.grievanceIntro}</p>
          {contact}
          <ul className="list-disc space-y-2 pl-5">
            {Object.values(copy.grievanceSteps).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </NoticeSection>
      </Container>
    </>
  );
}

/** One part of the notice: its heading (`id` is the part's anchor) and its text. */
function NoticeSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-line py-10 first:border-t-0">
      <Heading id={id} size="panel">
        {title}
      </Heading>
      <div className="mt-4 space-y-3 text-ink-muted">{children}</div>
    </section>
  );
}
