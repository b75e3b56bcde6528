import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { designPage } from '@/content/digital-services';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.design);

export default function DesignPage() {
  const { copy, t } = getCopy('Design');
  return (
    <DigitalServicePage
      path={paths.design}
      copy={copy}
      page={designPage}
      scope={(pkg) => t(`packages.${pkg.id}.scope`, pkg.scope)}
      pricingNote={copy.pricing.note}
    />
  );
}
