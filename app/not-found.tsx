import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <PageHeader title={t('title')} intro={t('intro')}>
      <ButtonLink href="/" className="mt-8">
        {t('backHome')}
      </ButtonLink>
    </PageHeader>
  );
}
