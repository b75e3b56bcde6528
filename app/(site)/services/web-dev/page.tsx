import { ServicePage } from '@/components/sections/service-page';
import { webDevPage } from '@/content/digital-services';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { digitalOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(webDevPage.path);

export default function WebDevPage() {
  const { packages } = getCopy('WebDev').copy;
  const offers = digitalOffers(webDevPage.bands.pricing.items, (id) => packages[id].name);
  return <ServicePage page={webDevPage} offers={offers} />;
}
