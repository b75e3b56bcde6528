import { rcsPricing, smsPricing } from '@/content/pricing/sms';
import { getCopy } from '@/lib/i18n/copy';
import { TieredPriceTable } from './tiered-price-table';

/** The SMS rate table (promotional / transactional by monthly volume) and the RCS table. */
export function SmsPricing() {
  const { smsCaption, rcsCaption, notes } = getCopy('Sms').copy.pricing;
  return (
    <div className="space-y-12">
      <TieredPriceTable
        list={smsPricing}
        caption={smsCaption}
        notes={[notes.promotional, notes.transactional, notes.dlt]}
      />
      <TieredPriceTable list={rcsPricing} caption={rcsCaption} notes={[notes.rcsFallback]} />
    </div>
  );
}
