import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import type { Language } from '@/content/messages';
import { erasureFormAnchor } from '@/content/privacy-notice';
import { languagePaths } from '@/content/routes';
import { ERASURE_LINK_HOURS } from '@/lib/forms/erasure-token';
import { getCopy } from '@/lib/i18n/copy';
import { ErasureConfirmation } from './erasure-confirmation';

/**
 * The page an erasure or withdrawal email's link opens, in the language the request was made in
 * (/privacy-notice/erase, /hi/privacy-notice/erase). Static: the token is read in the browser.
 */
export function ErasurePage({ language }: { language: Language }) {
  const { copy, t } = getCopy('ErasureConfirmation', language);
  const pages = languagePaths('erasure')!;
  const notice = languagePaths('privacyNotice')!;
  const { confirm, confirming, needsJavaScript, askAgain, outcomes } = copy;
  const { wapNotification, keepInformed } = getCopy('ErasureRequest', language).copy.choices;
  return (
    <>
      <Breadcrumbs path={pages[language]} />
      <PageHeader heading={copy} />
      <Container width="2xl" className="pb-section">
        <Card className="sm:p-8">
          <ErasureConfirmation
            askAgainHref={`${notice[language]}#${erasureFormAnchor}`}
            copy={{
              confirm,
              confirming,
              needsJavaScript,
              askAgain,
              stop: { wapNotification, keepInformed },
              outcomes: {
                ...outcomes,
                gone: t('outcomes.gone', { hours: ERASURE_LINK_HOURS }),
              },
            }}
          />
        </Card>
      </Container>
    </>
  );
}
