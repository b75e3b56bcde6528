import { emailDedicatedIp as dedicatedIp } from '@/content/pricing/add-ons';
import { emailPricing } from '@/content/pricing/email';
import { tierNames } from '@/content/pricing/tiers';
import { formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { TieredPriceTable } from './tiered-price-table';

/** Email rates per email by monthly volume, with the dedicated-IP and no-roll-over rules. */
export function EmailPricing() {
  const { copy, t } = getCopy('Email');
  return (
    <TieredPriceTable
      list={emailPricing}
      caption={copy.pricing.caption}
      notes={[
        t('pricing.notes.dedicatedIp', {
          tier: tierNames[dedicatedIp.fromTier],
          amount: formatRupees(dedicatedIp.price.amount),
        }),
        copy.pricing.notes.rollOver,
      ]}
    />
  );
}
