import { voicePricing } from '@/content/pricing/voice';
import { getCopy } from '@/lib/i18n/copy';
import { TieredPriceTable } from './tiered-price-table';

/** Voice rates per minute (outbound / inbound / recording) by monthly minutes. */
export function VoicePricing() {
  const { caption, notes } = getCopy('Voice').copy.pricing;
  return (
    <TieredPriceTable
      list={voicePricing}
      caption={caption}
      band="monthlyMinutes"
      notes={[notes.perMinute]}
    />
  );
}
