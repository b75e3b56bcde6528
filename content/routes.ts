/**
 * The route table: every path the site serves. Anything else redirects home (see proxy.ts,
 * whose matcher must list these same paths; a unit test keeps the two in step). Besides these,
 * the quote links `/quote/<channel>` of the estimator (content/pricing/estimates.ts) are served:
 * one visitor's figures each, `noindex` and not in the sitemap.
 */
export const routes = [
  { path: '/', namespace: 'Home' },
  { path: '/services', namespace: 'CommunicationOverview' },
  { path: '/services/sms', namespace: 'Sms' },
  { path: '/services/voice', namespace: 'Voice' },
  { path: '/services/email', namespace: 'Email' },
  { path: '/services/whatsapp', namespace: 'WhatsApp' },
  { path: '/services/csw', namespace: 'DigitalOverview' },
  { path: '/services/web-dev', namespace: 'WebDev' },
  { path: '/services/web-DMS', namespace: 'DigitalMarketing' },
  { path: '/services/web-DAB', namespace: 'Design' },
  { path: '/about', namespace: 'About' },
  { path: '/faq', namespace: 'Faq' },
  { path: '/contact', namespace: 'Contact' },
  { path: '/soon', namespace: 'ComingSoon' },
] as const;

export type RoutePath = (typeof routes)[number]['path'];

/** The rate card: every published price in one file, prerendered (app/rate-card.*, docs/contracts.md). */
export const rateCardPaths = { csv: '/rate-card.csv', json: '/rate-card.json' } as const;

/** Links the site shows that are not in the route table, and so fall back to home. */
export const unlistedPaths = [
  '/services/communication',
  '/services/web-development',
  '/services/digital-marketing',
  '/services/mobile-apps',
  '/services/ui-ux',
  '/services/cloud',
  '/services/data-analytics',
  '/custom-software',
  '/careers',
  '/blog',
  '/privacy',
  '/terms',
] as const;

const routePaths: ReadonlySet<string> = new Set(routes.map((route) => route.path));

/** Whether a path is one the site serves (anything else redirects home). */
export function isRoutePath(path: string): path is RoutePath {
  return routePaths.has(path);
}
