import { CtaBlock } from '@/components/cta/cta-block';
import { Hero } from '@/components/home/hero';
import { IndustrySolutions } from '@/components/home/industry-solutions';
import { ServicesTabs } from '@/components/home/services-tabs';
import { Testimonials } from '@/components/home/testimonials';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.home);

export default function HomePage() {
  return (
    <>
      <Hero />
      <IndustrySolutions />
      <Testimonials />
      <ServicesTabs />
      <CtaBlock type="communication" />
    </>
  );
}
