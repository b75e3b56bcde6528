import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { getCopy } from '@/lib/i18n/copy';
import './globals.css';

/*
 * The page of a path no route serves (most are redirected home by proxy.ts first: this answers
 * the rest, such as a missing file under /images/). The site has several root layouts (the
 * English site's, the privacy notice's in English and in Hindi), so there is no single layout to put a
 * not-found page in: Next's `global-not-found` (experimental.globalNotFound in next.config.ts) is
 * a whole document of its own, the English site's.
 */
export const metadata = siteMetadata('en');

export const viewport = siteViewport;

export default function GlobalNotFound() {
  const { copy } = getCopy('NotFound');
  return (
    <SiteDocument language="en" analytics>
      <PageHeader heading={copy}>
        <ButtonLink href="/" className="mt-8">
          {copy.backHome}
        </ButtonLink>
      </PageHeader>
    </SiteDocument>
  );
}
