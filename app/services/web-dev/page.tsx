import type { Metadata } from 'next';
import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { webDevPage } from '@/content/digital-services';
import { lighthouseScoreTarget } from '@/content/pricing/digital';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Metadata {
  return pageMetadata('/services/web-dev');
}

export default function WebDevPage() {
  const { copy, t } = getCopy('WebDev');
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
