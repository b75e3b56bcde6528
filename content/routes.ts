/**
 * The route table: every path the site serves, by the key code names it with. Anything else
 * redirects home (see proxy.ts, whose matcher must list these same paths; a unit test keeps the
 * two in step). Besides these, the quote links `/quote/<channel>` of the estimator
 * (content/pricing/estimates.ts) are served: one visitor's figures each, `noindex` and not in the
 * sitemap.
 */
const routeTable = {
  home: { path: '/', namespace: 'Home' },
  communication: { path: '/services', namespace: 'CommunicationOverview' },
  sms: { path: '/services/sms', namespace: 'Sms' },
  voice: { path: '/services/voice', namespace: 'Voice' },
  email: { path: '/services/email', namespace: 'Email' },
  whatsapp: { path: '/services/whatsapp', namespace: 'WhatsApp' },
  digital: { path: '/services/csw', namespace: 'DigitalOverview' },
  webDev: { path: '/services/web-dev', namespace: 'WebDev' },
  digitalMarketing: { path: '/services/web-DMS', namespace: 'DigitalMarketing' },
  design: { path: '/services/web-DAB', namespace: 'Design' },
  about: { path: '/about', namespace: 'About' },
  faq: { path: '/faq', namespace: 'Faq' },
  contact: { path: '/contact', namespace: 'Contact' },
  soon: { path: '/soon', namespace: 'ComingSoon' },
} as const;

export type RouteKey = keyof typeof routeTable;

/** The routes in the table's order: home, the services, then the company pages. */
export const routes = Object.values(routeTable);

export type RoutePath = (typeof routes)[number]['path'];

/** A route of the table by its path, with the namespace of its messages. */
export function findRoute(path: RoutePath) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in content/routes.ts`);
  return route;
}

/** A route's path by its key: `paths.sms` is the SMS page. */
export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([key, route]) => [key, route.path]),
) as { readonly [Key in RouteKey]: (typeof routeTable)[Key]['path'] };

/**
 * Where a route's share image is served: beside its page, where Next's `opengraph-image` file
 * convention would put it. next.config.ts rewrites it to the one handler, app/og-image/[route].
 */
export function ogImagePath(path: RoutePath): string {
  return `${path === '/' ? '' : path}/opengraph-image`;
}

/** The rate card: every published price in one file, prerendered (app/rate-card.*, docs/contracts.md). */
export const rateCardPaths = { csv: '/rate-card.csv', json: '/rate-card.json' } as const;

/** Links the site shows that are not in the route table, and so fall back to home, by key. */
export const unlisted = {
  communicationServices: '/services/communication',
  webDevelopment: '/services/web-development',
  digitalMarketing: '/services/digital-marketing',
  mobileApps: '/services/mobile-apps',
  uiUx: '/services/ui-ux',
  cloud: '/services/cloud',
  dataAnalytics: '/services/data-analytics',
  customSoftware: '/custom-software',
  careers: '/careers',
  blog: '/blog',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const unlistedPaths = Object.values(unlisted);

export type UnlistedPath = (typeof unlistedPaths)[number];

/** Where a link of the site may point: a route, or an unlisted path that redirects home. */
export type SitePath = RoutePath | UnlistedPath;

const routePaths: ReadonlySet<string> = new Set(routes.map((route) => route.path));

/** Whether a path is one the site serves (anything else redirects home). */
export function isRoutePath(path: string): path is RoutePath {
  return routePaths.has(path);
}
