import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { designPage } from '@/content/digital-services';

import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/web-DAB');
}

export default async function DesignPage() {
  const [copy, t] = await Promise.all([getCopy('Design'), getTranslations('Design')]);
  return (
    <DigitalServicePage
      path="/services/web-DAB"
      copy={copy}
      page={designPage}
      scope={(pkg) => t(`packages.${pkg.id}.scope`, pkg.scope)}
      pricingNote={t('pricing.note')}
    />
  );
}
