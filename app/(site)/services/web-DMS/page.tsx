import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { digitalMarketingPage } from '@/content/digital-services';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.digitalMarketing);

export default function DigitalMarketingPage() {
  const { copy, t } = getCopy('DigitalMarketing');
  return (
    <DigitalServicePage
      path={paths.digitalMarketing}
      copy={copy}
      page={digitalMarketingPage}
      scope={(pkg) => t(`packages.${pkg.id}.scope`, pkg.scope)}
      pricingNote={copy.pricing.note}
    />
  );
}
