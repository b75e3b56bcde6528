import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/web-DAB');
}

export default async function DesignPage() {
  const t = await getTranslations('Design');
  return <PageHeader title={t('title')} intro={t('intro')} />;
}
