import { SmsEstimator } from '@/components/estimator/sms-estimator';
import { TieredPriceTable } from '@/components/pricing/tiered-price-table';
import { ServicePage } from '@/components/sections/service-page';
import { smsPage } from '@/content/communication';
import { rcsPricing, smsPricing } from '@/content/pricing/prices';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(smsPage.path);

export default function SmsPage() {
  const { smsCaption, rcsCaption, notes } = getCopy('Sms').copy.pricing;
  return (
    <ServicePage page={smsPage} offers={[...tierOffers(smsPricing), ...tierOffers(rcsPricing)]}>
      <div className="space-y-12">
        <TieredPriceTable
          list={smsPricing}
          caption={smsCaption}
          notes={[notes.promotional, notes.transactional, notes.dlt]}
        />
        <TieredPriceTable list={rcsPricing} caption={rcsCaption} notes={[notes.rcsFallback]} />
      </div>
      <SmsEstimator />
    </ServicePage>
  );
}
