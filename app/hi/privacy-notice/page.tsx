import { PrivacyNoticePage } from '@/components/privacy-notice/privacy-notice-page';
import { paths } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata(paths.privacyNoticeHindi);

// Rendered per request: the notice states the running server's settings (docs/operations.md).
export const dynamic = 'force-dynamic';

export default function Page() {
  return <PrivacyNoticePage language="hi" />;
}
