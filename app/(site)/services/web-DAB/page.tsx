import { ServicePage } from '@/components/sections/service-page';
import { designPage } from '@/content/digital-services';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { digitalOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(designPage.path);

export default function DesignPage() {
  const { packages } = getCopy('Design').copy;
  const offers = digitalOffers(designPage.bands.pricing.items, (id) => packages[id].name);
  return <ServicePage page={designPage} offers={offers} />;
}
