import { designPackages } from '@/content/pricing/digital';
import { ogImageAlt, renderRouteOgImage } from '@/lib/seo/og-image';
import { lowestPackagePrice } from '@/lib/seo/pricing-offers';

export const alt = ogImageAlt('/services/web-DAB');
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return renderRouteOgImage('/services/web-DAB', {
    price: { amount: lowestPackagePrice(designPackages) },
  });
}
