import type { Metadata } from 'next';
import { ChannelPage } from '@/components/communication/channel-page';
import { Estimator } from '@/components/estimator/estimator';
import { EmailPricing } from '@/components/pricing/email-pricing';
import { emailPage } from '@/content/communication';
import { emailPricing } from '@/content/pricing/email';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { tierOffers } from '@/lib/seo/pricing-offers';
import { paths } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata(paths.email);
}

export default function EmailPage() {
  const { copy } = getCopy('Email');
  return (
    <ChannelPage
      path={paths.email}
      estimator={<Estimator channel="email" />}
      copy={copy}
      page={emailPage}
      pricing={<EmailPricing />}
      offers={tierOffers(emailPricing)}
    />
  );
}
