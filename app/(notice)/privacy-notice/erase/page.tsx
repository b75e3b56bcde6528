import { ErasurePage } from '@/components/privacy-notice/erasure-page';
import { paths } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata(paths.erasure);

export default function Page() {
  return <ErasurePage language="en" />;
}
