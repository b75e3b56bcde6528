import { getTranslations } from 'next-intl/server';
import { getPriceText } from './price-text';
import { PricingTable } from './pricing-table';
import { whatsappPlatformMarkup, whatsappPricing } from '@/content/pricing/whatsapp';
import { formatRupees } from '@/lib/format/rupees';

/** WhatsApp conversation prices in India: provider fee, platform markup and final price. */
export async function WhatsappPricing() {
  const [t, columns, price] = await Promise.all([
    getTranslations('WhatsApp.pricing'),
    getTranslations('Pricing.columns'),
    getPriceText(),
  ]);
  const markup = formatRupees(whatsappPlatformMarkup);
  return (
    <PricingTable
      caption={t('caption')}
      columns={[
        { key: 'category', header: columns('category') },
        { key: 'providerFee', header: columns('providerFee'), numeric: true },
        { key: 'platformMarkup', header: columns('platformMarkup'), numeric: true },
        { key: 'finalPrice', header: columns('finalPrice'), numeric: true },
      ]}
      rows={whatsappPricing.categories.map((category) => ({
        key: category.id,
        label: t(`categories.${category.id}`),
        cells: [
          price.rate(category.providerFee),
          price.rate(category.platformMarkup),
          <strong key="final" className="font-semibold text-ink">
            {price.rate(category.finalPrice)}
          </strong>,
        ],
      }))}
      notes={[
        t('notes.conversationWindow', { hours: whatsappPricing.conversationWindowHours }),
        t('notes.markup', { markup }),
      ]}
    />
  );
}
