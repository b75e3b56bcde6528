import { getTranslations } from 'next-intl/server';
import { getPriceText } from '@/components/pricing/price-text';
import { PricingTable } from '@/components/pricing/pricing-table';
import { rcsPricing, smsPricing } from '@/content/pricing/sms';
import { tieredRows } from './tiered-rows';

/** The SMS rate table (promotional / transactional by monthly volume) and the RCS table. */
export async function SmsPricing() {
  const [t, columns, price] = await Promise.all([
    getTranslations('Sms.pricing'),
    getTranslations('Pricing.columns'),
    getPriceText(),
  ]);
  return (
    <div className="space-y-12">
      <PricingTable
        caption={t('smsCaption')}
        columns={[
          { key: 'tier', header: columns('tier') },
          { key: 'volume', header: columns('monthlyVolume'), numeric: true },
          { key: 'promotional', header: t('promotional'), numeric: true },
          { key: 'transactional', header: t('transactional'), numeric: true },
        ]}
        rows={tieredRows(smsPricing.tiers, ['promotional', 'transactional'], price.rate)}
        notes={[t('notes.promotional'), t('notes.transactional'), t('notes.dlt')]}
      />
      <PricingTable
        caption={t('rcsCaption')}
        columns={[
          { key: 'tier', header: columns('tier') },
          { key: 'rcs', header: t('rcs'), numeric: true },
          { key: 'smsFallback', header: t('smsFallback'), numeric: true },
        ]}
        rows={tieredRows(rcsPricing.tiers, ['rcs', 'smsFallback'], price.rate)}
        notes={[t('notes.rcsFallback')]}
      />
    </div>
  );
}
