import { ChannelPage } from '@/components/communication/channel-page';
import { Estimator } from '@/components/estimator/estimator';
import { TieredPriceTable } from '@/components/pricing/tiered-price-table';
import { emailPage } from '@/content/communication';
import { emailDedicatedIp as dedicatedIp } from '@/content/pricing/add-ons';
import { emailPricing } from '@/content/pricing/prices';
import { tierNames } from '@/content/pricing/tiers';
import { paths } from '@/content/routes';
import { formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(paths.email);

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
    <ChannelPage
      path={paths.email}
      copy={copy}
      page={emailPage}
      offers={tierOffers(emailPricing)}
      pricing={
        <TieredPriceTable list={emailPricing} caption={copy.pricing.caption} notes={notes} />
      }
      estimator={<Estimator channel="email" />}
    />
  );
}
