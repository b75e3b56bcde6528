import { ServicePage } from '@/components/sections/service-page';
import { digitalMarketingPage } from '@/content/digital-services';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { digitalOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(digitalMarketingPage.path);

export default function DigitalMarketingPage() {
  const { packages } = getCopy('DigitalMarketing').copy;
  const offers = digitalOffers(digitalMarketingPage.bands.pricing.items, (id) => packages[id].name);
  return <ServicePage page={digitalMarketingPage} offers={offers} />;
}
