import type { Metadata } from 'next';
import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { webDevPage } from '@/content/digital-services';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/web-dev');
}

export default function WebDevPage() {
  return <DigitalServicePage namespace="WebDev" page={webDevPage} />;
}
