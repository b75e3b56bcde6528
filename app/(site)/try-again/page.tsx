import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.tryAgain);

/** Served with a 429 to a client past its limit on quotes (lib/server/render-limits.ts). */
export default function TryAgainPage() {
  const { copy } = getCopy('TryAgain');
  return (
    <div className="pb-section">
      <PageHeader heading={copy}>
        <ButtonLink href={paths.communication} size="lg" className="mt-8">
          {copy.estimate}
        </ButtonLink>
      </PageHeader>
    </div>
  );
}
