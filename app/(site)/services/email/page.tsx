import { Estimator } from '@/components/estimator/estimator';
import { TieredPriceTable } from '@/components/pricing/tiered-price-table';
import { ServicePage } from '@/components/sections/service-page';
import { emailPage } from '@/content/communication';
import { emailDedicatedIp as dedicatedIp } from '@/content/pricing/add-ons';
import { emailPricing } from '@/content/pricing/prices';
import { tierNames } from '@/content/pricing/tiers';
import { formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(emailPage.path);

export default function EmailPage() {
  const { copy, t } = getCopy('Email');
  const notes = [
    t('pricing.notes.dedicatedIp', {
      tier: tierNames[dedicatedIp.fromTier],
      amount: formatRupees(dedicatedIp.price.amount),
    }),
    copy.pricing.notes.rollOver,
  ];
  return (
    <ServicePage page={emailPage} offers={tierOffers(emailPricing)}>
      <TieredPriceTable list={emailPricing} caption={copy.pricing.caption} notes={notes} />
      <Estimator channel="email" />
    </ServicePage>
  );
}
