import { NotifyForm } from '@/components/coming-soon/notify-form';
import { SocialLinks } from '@/components/layout/social-links';
import { PageHeader } from '@/components/ui/page-header';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.soon);

export default function ComingSoonPage() {
  const { copy } = getCopy('ComingSoon');
  return (
    <div className="pb-section">
      <PageHeader heading={copy}>
        <NotifyForm copy={copy.form} />
        <h2 className="mt-10 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {copy.followUs}
        </h2>
        <SocialLinks tone="dark" className="mt-4 justify-center" />
      </PageHeader>
    </div>
  );
}
