import { ChannelPage } from '@/components/communication/channel-page';
import { Estimator } from '@/components/estimator/estimator';
import { TieredPriceTable } from '@/components/pricing/tiered-price-table';
import { voicePage } from '@/content/communication';
import { voicePricing } from '@/content/pricing/prices';
import { paths } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(paths.voice);

export default function VoicePage() {
  const { copy } = getCopy('Voice');
  const { caption, notes } = copy.pricing;
  return (
    <ChannelPage
      path={paths.voice}
      copy={copy}
      page={voicePage}
      offers={tierOffers(voicePricing)}
      pricing={
        <TieredPriceTable
          list={voicePricing}
          caption={caption}
          band="monthlyMinutes"
          notes={[notes.perMinute]}
        />
      }
      estimator={<Estimator channel="voice" />}
    />
  );
}
