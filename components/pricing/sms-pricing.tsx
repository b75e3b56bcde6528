import { getTranslations } from 'next-intl/server';
import { rcsPricing, smsPricing } from '@/content/pricing/sms';
import { TieredPriceTable } from './tiered-price-table';

/** The SMS rate table (promotional / transactional by monthly volume) and the RCS table. */
export async function SmsPricing() {
  const t = await getTranslations('Sms.pricing');
  return (
    <div className="space-y-12">
      <TieredPriceTable
        list={smsPricing}
        caption={t('smsCaption')}
        notes={[t('notes.promotional'), t('notes.transactional'), t('notes.dlt')]}
      />
      <TieredPriceTable
        list={rcsPricing}
        caption={t('rcsCaption')}
        notes={[t('notes.rcsFallback')]}
      />
    </div>
  );
}
