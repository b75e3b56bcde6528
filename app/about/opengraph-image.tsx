import {
  ogImageAlt,
  ogImageContentType,
  ogImageSize,
  renderRouteOgImage,
} from '@/lib/seo/og-image';

export const alt = ogImageAlt('/about');
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function OpenGraphImage() {
  return renderRouteOgImage('/about');
}
