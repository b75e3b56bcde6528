import { ogImageAlt, renderRouteOgImage } from '@/lib/seo/og-image';

export const alt = ogImageAlt('/soon');
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderRouteOgImage('/soon');
}
