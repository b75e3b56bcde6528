import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChannelPage } from '@/components/communication/channel-page';
import { EmailPricing } from '@/components/communication/email-pricing';
import { emailPage } from '@/content/communication';
import { emailAddOns } from '@/content/pricing/add-ons';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { emailOffers } from '@/lib/seo/pricing-offers';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/email');
}

export default async function EmailPage() {
  const t = await getTranslations('Email.pricing');
  return (
    <ChannelPage
      path="/services/email"
      namespace="Email"
      page={emailPage}
      addOns={emailAddOns}
      pricing={<EmailPricing />}
      offers={emailOffers(t('perEmail'))}
    />
  );
}
