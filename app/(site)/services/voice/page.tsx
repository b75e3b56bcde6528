import { Estimator } from '@/components/estimator/estimator';
import { TieredPriceTable } from '@/components/pricing/tiered-price-table';
import { ServicePage } from '@/components/sections/service-page';
import { voicePage } from '@/content/communication';
import { voicePricing } from '@/content/pricing/prices';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(voicePage.path);

export default function VoicePage() {
  const { caption, notes } = getCopy('Voice').copy.pricing;
  return (
    <ServicePage page={voicePage} offers={tierOffers(voicePricing)}>
      <TieredPriceTable
        list={voicePricing}
        caption={caption}
        band="monthlyMinutes"
        notes={[notes.perMinute]}
      />
      <Estimator channel="voice" />
    </ServicePage>
  );
}
