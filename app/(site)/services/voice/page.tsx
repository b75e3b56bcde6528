import type { Metadata } from 'next';
import { ChannelPage } from '@/components/communication/channel-page';
import { Estimator } from '@/components/estimator/estimator';
import { VoicePricing } from '@/components/pricing/voice-pricing';
import { voicePage } from '@/content/communication';
import { voicePricing } from '@/content/pricing/voice';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';
import { paths } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata(paths.voice);
}

export default function VoicePage() {
  const { copy } = getCopy('Voice');
  return (
    <ChannelPage
      path={paths.voice}
      estimator={<Estimator channel="voice" />}
      copy={copy}
      page={voicePage}
      pricing={<VoicePricing />}
      offers={tierOffers(voicePricing)}
    />
  );
}
