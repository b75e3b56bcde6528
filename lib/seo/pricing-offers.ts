import type { DigitalPackage } from '@/content/pricing/digital';
import type { RateKey, TieredPriceList } from '@/content/pricing/tiers';
import { whatsappPricing } from '@/content/pricing/prices';
import { packageRows, tieredRows, whatsappRows } from '@/lib/pricing/rate-card';

/*
 * A pricing page's schema.org offers are its rows of the rate card (lib/pricing/rate-card.ts):
 * structured-data.ts states each priced one.
 */

/** A per-unit price list's rows, with a tier's band only where the page's table shows it. */
export const tierOffers = <K extends RateKey>(list: TieredPriceList<K>) =>
  tieredRows(list).map((row) =>
    list.bandsStated ? row : { ...row, bandFrom: null, bandTo: null },
  );

export const whatsappOffers = () => whatsappRows(whatsappPricing);

export const digitalOffers = <P extends string>(
  packages: readonly DigitalPackage<P>[],
  packageName: (id: P) => string,
) => packageRows(packages, packageName);
