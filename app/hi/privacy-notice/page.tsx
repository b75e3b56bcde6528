import { PrivacyNoticePage } from '@/components/privacy-notice/privacy-notice-page';
import { paths } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata(paths.privacyNoticeHindi);

export default function Page() {
  return <PrivacyNoticePage language="hi" />;
}
