import { ServicePage } from '@/components/sections/service-page';
import { digitalOverview } from '@/content/digital-services';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata(digitalOverview.path);

export default function DigitalOverviewPage() {
  return <ServicePage page={digitalOverview} />;
}
