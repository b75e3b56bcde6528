import list20261122 from './2026-11-22.json';

/**
 * Every price list, as its file holds it, by the path a build error names: add a dated file to
 * this folder and its line here (a file not listed fails the build). lib/pricing/price-list-schema.ts
 * checks each one; content/pricing/prices.ts binds them to the site.
 */
export const priceListFiles: readonly { file: string; data: unknown }[] = [
  { file: 'content/pricing/price-lists/2026-11-22.json', data: list20261122 },
];
