/** Prerendered HTML and each quote's renders: browsers revalidate, a CDN keeps them an hour and
 * serves them stale for a day. */
export const sharedCache = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
