import { whatsappPlatformMarkup, whatsappPricing } from '@/content/pricing/whatsapp';
import { formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { rateText } from '@/lib/pricing/price-text';
import { PricesNote } from './prices-note';
import { PricingTable } from './pricing-table';

/** WhatsApp conversation prices in India: provider fee, platform markup and final price. */
export function WhatsappPricing() {
  const { copy, t } = getCopy('WhatsApp');
  const { columns } = getCopy('Pricing').copy;
  return (
    <PricingTable
      caption={copy.pricing.caption}
      columns={[
        { key: 'category', header: columns.category },
        { key: 'providerFee', header: columns.providerFee, numeric: true },
        { key: 'platformMarkup', header: columns.platformMarkup, numeric: true },
        { key: 'finalPrice', header: columns.finalPrice, numeric: true },
      ]}
      rows={whatsappPricing.categories.map((category) => ({
        key: category.id,
        label: copy.pricing.categories[category.id],
        cells: [
          rateText(category.providerFee),
          rateText(category.platformMarkup),
          <strong key="final" className="font-semibold text-ink">
            {rateText(category.finalPrice)}
          </strong>,
        ],
      }))}
      notes={[
        t('pricing.notes.conversationWindow', { hours: whatsappPricing.conversationWindowHours }),
        t('pricing.notes.markup', { markup: formatRupees(whatsappPlatformMarkup) }),
        <PricesNote key="prices" effectiveFrom={whatsappPricing.effectiveFrom} />,
      ]}
    />
  );
}
