import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/csw');
}

export default async function DigitalOverviewPage() {
  const t = await getTranslations('DigitalOverview');
  return <PageHeader title={t('title')} intro={t('intro')} />;
}
