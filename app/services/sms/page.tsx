import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChannelPage } from '@/components/communication/channel-page';
import { SmsPricing } from '@/components/communication/sms-pricing';
import { smsPage } from '@/content/communication';
import { smsAddOns } from '@/content/pricing/add-ons';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { smsOffers } from '@/lib/seo/pricing-offers';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/sms');
}

export default async function SmsPage() {
  const t = await getTranslations('Sms.pricing');
  return (
    <ChannelPage
      path="/services/sms"
      namespace="Sms"
      page={smsPage}
      addOns={smsAddOns}
      pricing={<SmsPricing />}
      offers={smsOffers({
        promotional: t('promotional'),
        transactional: t('transactional'),
        rcs: t('rcs'),
        smsFallback: t('smsFallback'),
      })}
    />
  );
}
