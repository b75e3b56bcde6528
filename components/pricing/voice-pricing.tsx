import { getTranslations } from 'next-intl/server';
import { voicePricing } from '@/content/pricing/voice';
import { TieredPriceTable } from './tiered-price-table';

/** Voice rates per minute (outbound / inbound / recording) by monthly minutes. */
export async function VoicePricing() {
  const t = await getTranslations('Voice.pricing');
  return (
    <TieredPriceTable
      list={voicePricing}
      caption={t('caption')}
      band="monthlyMinutes"
      notes={[t('notes.perMinute')]}
    />
  );
}
