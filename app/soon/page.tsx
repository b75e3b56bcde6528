import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotifyForm } from '@/components/coming-soon/notify-form';
import { SocialLinks } from '@/components/layout/social-links';
import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/soon');
}

export default async function ComingSoonPage() {
  const t = await getTranslations('ComingSoon');
  return (
    <div className="pb-section">
      <PageHeader title={t('title')} intro={t('intro')}>
        <NotifyForm
          labels={{
            email: t('form.email'),
            placeholder: t('form.placeholder'),
            submit: t('form.submit'),
            submitting: t('form.submitting'),
            invalid: t('form.invalid'),
            thanks: t('form.thanks'),
          }}
        />
        <h2 className="mt-10 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t('followUs')}
        </h2>
        <SocialLinks tone="dark" className="mt-4 justify-center" />
      </PageHeader>
    </div>
  );
}
