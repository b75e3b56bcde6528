import { headlinePrices } from '@/lib/pricing/headline-prices';
import {
  ogImageAlt,
  ogImageContentType,
  ogImageSize,
  renderRouteOgImage,
} from '@/lib/seo/og-image';

export const alt = ogImageAlt('/services/web-DAB');
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function OpenGraphImage() {
  return renderRouteOgImage('/services/web-DAB', { price: headlinePrices.design });
}
