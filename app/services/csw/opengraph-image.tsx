import {
  ogImageAlt,
  ogImageContentType,
  ogImageSize,
  renderRouteOgImage,
} from '@/lib/seo/og-image';

export const alt = ogImageAlt('/services/csw');
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function OpenGraphImage() {
  return renderRouteOgImage('/services/csw');
}
