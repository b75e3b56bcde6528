import { getTranslations } from 'next-intl/server';
import { emailDedicatedIp as dedicatedIp } from '@/content/pricing/add-ons';
import { emailPricing } from '@/content/pricing/email';
import { tierNames } from '@/content/pricing/tiers';
import { formatRupees } from '@/lib/format/rupees';
import { TieredPriceTable } from './tiered-price-table';

/** Email rates per email by monthly volume, with the dedicated-IP and no-roll-over rules. */
export async function EmailPricing() {
  const t = await getTranslations('Email.pricing');
  return (
    <TieredPriceTable
      list={emailPricing}
      caption={t('caption')}
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
