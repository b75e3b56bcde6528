import { getTranslations } from 'next-intl/server';
import { getPriceText } from '@/components/pricing/price-text';
import { PricingTable } from '@/components/pricing/pricing-table';
import { emailDedicatedIp as dedicatedIp } from '@/content/pricing/add-ons';
import { emailPricing } from '@/content/pricing/email';
import { tierNames } from '@/content/pricing/tiers';
import { formatRupees } from '@/lib/format/rupees';
import { tieredRows } from './tiered-rows';

/** Email rates per email by monthly volume, with the dedicated-IP and no-roll-over rules. */
export async function EmailPricing() {
  const [t, columns, price] = await Promise.all([
    getTranslations('Email.pricing'),
    getTranslations('Pricing.columns'),
    getPriceText(),
  ]);
  return (
    <PricingTable
      caption={t('caption')}
      columns={[
        { key: 'tier', header: columns('tier') },
        { key: 'volume', header: columns('monthlyVolume'), numeric: true },
        { key: 'perEmail', header: t('perEmail'), numeric: true },
      ]}
      rows={tieredRows(emailPricing.tiers, ['perEmail'], price.rate)}
      notes={[
        t('notes.dedicatedIp', {
          tier: tierNames[dedicatedIp.fromTier],
          amount: formatRupees(dedicatedIp.price.amount),
        }),
        t('notes.rollOver'),
      ]}
    />
  );
}
