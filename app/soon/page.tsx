import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotifyForm } from '@/components/coming-soon/notify-form';
import { SocialLinks } from '@/components/layout/social-links';
import { PageHeader } from '@/components/ui/page-header';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/soon');
}

export default async function ComingSoonPage() {
  const [t, copy] = await Promise.all([getTranslations('ComingSoon'), getCopy('ComingSoon')]);
  return (
    <div className="pb-section">
      <PageHeader title={t('title')} intro={t('intro')}>
        <NotifyForm labels={copy.form} />
        <h2 className="mt-10 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t('followUs')}
        </h2>
        <SocialLinks tone="dark" className="mt-4 justify-center" />
      </PageHeader>
    </div>
  );
}
