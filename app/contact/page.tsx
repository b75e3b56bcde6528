import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/contact');
}

export default async function ContactPage() {
  const t = await getTranslations('Contact');
  return <PageHeader title={t('title')} intro={t('intro')} />;
}
