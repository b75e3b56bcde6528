import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChannelPage } from '@/components/communication/channel-page';
import { VoicePricing } from '@/components/communication/voice-pricing';
import { voicePage } from '@/content/communication';
import { voiceAddOns } from '@/content/pricing/add-ons';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { voiceOffers } from '@/lib/seo/pricing-offers';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/voice');
}

export default async function VoicePage() {
  const t = await getTranslations('Voice.pricing');
  return (
    <ChannelPage
      path="/services/voice"
      namespace="Voice"
      page={voicePage}
      addOns={voiceAddOns}
      pricing={<VoicePricing />}
      offers={voiceOffers({
        outbound: t('outbound'),
        inbound: t('inbound'),
        recording: t('recording'),
      })}
    />
  );
}
