import type { Metadata } from 'next';
import { ChannelPage } from '@/components/communication/channel-page';
import { SmsEstimator } from '@/components/estimator/sms-estimator';
import { SmsPricing } from '@/components/pricing/sms-pricing';
import { smsPage } from '@/content/communication';
import { rcsPricing, smsPricing } from '@/content/pricing/sms';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';
import { paths } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata(paths.sms);
}

export default function SmsPage() {
  const { copy } = getCopy('Sms');
  return (
    <ChannelPage
      path={paths.sms}
      estimator={<SmsEstimator />}
      copy={copy}
      page={smsPage}
      pricing={<SmsPricing />}
      offers={[...tierOffers(smsPricing), ...tierOffers(rcsPricing)]}
    />
  );
}
