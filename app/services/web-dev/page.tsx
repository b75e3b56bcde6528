import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { webDevPage } from '@/content/digital-services';
import { lighthouseScoreTarget } from '@/content/pricing/digital';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/web-dev');
}

export default async function WebDevPage() {
  const [copy, t] = await Promise.all([getCopy('WebDev'), getTranslations('WebDev')]);
  return (
    <DigitalServicePage
      path="/services/web-dev"
      copy={copy}
      page={webDevPage}
      scope={(pkg) => t(`packages.${pkg.id}.scope`, pkg.scope)}
      pricingNote={t('pricing.note', { score: lighthouseScoreTarget })}
    />
  );
}
