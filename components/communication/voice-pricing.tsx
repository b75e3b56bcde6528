import { getTranslations } from 'next-intl/server';
import { getPriceText } from '@/components/pricing/price-text';
import { PricingTable } from '@/components/pricing/pricing-table';
import { voicePricing } from '@/content/pricing/voice';
import { tieredRows } from './tiered-rows';

/** Voice rates per minute (outbound / inbound / recording) by monthly minutes. */
export async function VoicePricing() {
  const [t, columns, price] = await Promise.all([
    getTranslations('Voice.pricing'),
    getTranslations('Pricing.columns'),
    getPriceText(),
  ]);
  return (
    <PricingTable
      caption={t('caption')}
      columns={[
        { key: 'tier', header: columns('tier') },
        { key: 'volume', header: columns('monthlyMinutes'), numeric: true },
        { key: 'outbound', header: t('outbound'), numeric: true },
        { key: 'inbound', header: t('inbound'), numeric: true },
        { key: 'recording', header: t('recording'), numeric: true },
      ]}
      rows={tieredRows(voicePricing.tiers, ['outbound', 'inbound', 'recording'], price.rate)}
      notes={[t('notes.perMinute')]}
    />
  );
}
