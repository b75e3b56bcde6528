import { ChannelPage } from '@/components/communication/channel-page';
import { SmsEstimator } from '@/components/estimator/sms-estimator';
import { TieredPriceTable } from '@/components/pricing/tiered-price-table';
import { smsPage } from '@/content/communication';
import { rcsPricing, smsPricing } from '@/content/pricing/prices';
import { paths } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(paths.sms);

export default function SmsPage() {
  const { copy } = getCopy('Sms');
  const { smsCaption, rcsCaption, notes } = copy.pricing;
  return (
    <ChannelPage
      path={paths.sms}
      copy={copy}
      page={smsPage}
      offers={[...tierOffers(smsPricing), ...tierOffers(rcsPricing)]}
      pricing={
        <div className="space-y-12">
          <TieredPriceTable
            list={smsPricing}
            caption={smsCaption}
            notes={[notes.promotional, notes.transactional, notes.dlt]}
          />
          <TieredPriceTable list={rcsPricing} caption={rcsCaption} notes={[notes.rcsFallback]} />
        </div>
      }
      estimator={<SmsEstimator />}
    />
  );
}
