import { ogImageAlt, renderRouteOgImage } from '@/lib/seo/og-image';
import { headlinePrices } from '@/lib/seo/pricing-offers';

export const alt = ogImageAlt('/services/voice');
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderRouteOgImage('/services/voice', { price: headlinePrices.voice });
}
