import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { webDevPage } from '@/content/digital-services';
import { lighthouseScoreTarget } from '@/content/pricing/digital';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.webDev);

export default function WebDevPage() {
  const { copy, t } = getCopy('WebDev');
  return (
    <DigitalServicePage
      path={paths.webDev}
      copy={copy}
      page={webDevPage}
      scope={(pkg) => t(`packages.${pkg.id}.scope`, pkg.scope)}
      pricingNote={t('pricing.note', { score: lighthouseScoreTarget })}
    />
  );
}
