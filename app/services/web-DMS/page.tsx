import type { Metadata } from 'next';
import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { digitalMarketingPage } from '@/content/digital-services';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/web-DMS');
}

export default function DigitalMarketingPage() {
  return <DigitalServicePage namespace="DigitalMarketing" page={digitalMarketingPage} />;
}
