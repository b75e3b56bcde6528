import type { Metadata } from 'next';
import { DigitalServicePage } from '@/components/digital/digital-service-page';
import { designPage } from '@/content/digital-services';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/web-DAB');
}

export default function DesignPage() {
  return <DigitalServicePage namespace="Design" page={designPage} />;
}
