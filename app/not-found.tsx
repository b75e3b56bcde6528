import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { getCopy } from '@/lib/i18n/copy';

export default function NotFound() {
  const { copy } = getCopy('NotFound');
  return (
    <PageHeader title={copy.title} intro={copy.intro}>
      <ButtonLink href="/" className="mt-8">
        {copy.backHome}
      </ButtonLink>
    </PageHeader>
  );
}
