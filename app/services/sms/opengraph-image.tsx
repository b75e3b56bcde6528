import { headlinePrices } from '@/lib/pricing/headline-prices';
import {
  ogImageAlt,
  ogImageContentType,
  ogImageSize,
  renderRouteOgImage,
} from '@/lib/seo/og-image';

export const alt = ogImageAlt('/services/sms');
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function OpenGraphImage() {
  return renderRouteOgImage('/services/sms', { price: headlinePrices.sms });
}
