import { ownShareImageKeys, type RouteKey } from '@/content/routes';
import { renderOgImage } from '@/components/seo/og-image';
import { routeOgImageContent } from '@/lib/seo/og-image';

/*
 * The share image of every English route of the table, one per key, prerendered (a Hindi page
 * advertises its English page's). Pages advertise it at
 * `<path>/opengraph-image` (lib/seo/og-image.ts), which next.config.ts rewrites here; this path
 * itself is not in the proxy's matcher exceptions, so a visitor who types it is sent home.
 */
export const dynamicParams = false;

export function generateStaticParams(): { route: RouteKey }[] {
  return ownShareImageKeys.map((route) => ({ route }));
}

// Any other key is answered 404 by Next (`dynamicParams`).
export async function GET(_request: Request, { params }: { params: Promise<{ route: string }> }) {
  return renderOgImage(routeOgImageContent((await params).route as RouteKey));
}
