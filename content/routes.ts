import type { Language, Messages, TranslatedNamespace } from './messages';

/**
 * The route table: every path the site serves, by the key code names it with. Anything else
 * redirects home (see proxy.ts, whose matcher must list these same paths; a unit test keeps the
 * two in step). Besides these, the quote links `/quote/<channel>` of the estimator
 * (content/pricing/estimates.ts) are served: one visitor's figures each, `noindex` and not in the
 * sitemap.
 *
 * A route is in English unless it says `language: 'hi'` (the privacy notice's Hindi pages, whose
 * namespaces are translated), and in the sitemap unless it says `indexed: false`.
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
  // What a client past its limit on quotes is shown (lib/server/render-limits.ts), with a 429.
  tryAgain: { path: '/try-again', namespace: 'TryAgain', indexed: false },
  privacyNotice: { path: '/privacy-notice', namespace: 'PrivacyNotice' },
  // The page an erasure email's link opens: one visitor's, so kept out of search results.
  erasure: { path: '/privacy-notice/erase', namespace: 'ErasureConfirmation', indexed: false },
  privacyNoticeHindi: { path: '/hi/privacy-notice', namespace: 'PrivacyNotice', language: 'hi' },
  erasureHindi: {
    path: '/hi/privacy-notice/erase',
    namespace: 'ErasureConfirmation',
    language: 'hi',
    indexed: false,
  },
} as const satisfies Record<
  string,
  { path: string; indexed?: false } & (
    | { namespace: keyof Messages; language?: never }
    | { namespace: TranslatedNamespace; language: Exclude<Language, 'en'> }
  )
>;

export type RouteKey = keyof typeof routeTable;

type TableEntry<Key extends RouteKey> = (typeof routeTable)[Key];

/** A route of the table, with its key and the table's defaults: English, in the sitemap. */
export type Route = {
  [Key in RouteKey]: Omit<TableEntry<Key>, 'language' | 'indexed'> & {
    key: Key;
    language: TableEntry<Key> extends { language: infer L } ? L : 'en';
    indexed: TableEntry<Key> extends { indexed: false } ? false : true;
  };
}[RouteKey];

/** The routes in the table's order: home, the services, the company pages, the notice's. */
export const routes = (Object.keys(routeTable) as RouteKey[]).map((key) => ({
  key,
  language: 'en',
  indexed: true,
  ...routeTable[key],
})) as Route[];

export type RoutePath = Route['path'];

/** The same page in the other language: the privacy notice and its erasure page. */
export const translations = [
  { en: 'privacyNotice', hi: 'privacyNoticeHindi' },
  { en: 'erasure', hi: 'erasureHindi' },
] as const satisfies readonly Record<Language, RouteKey>[];

/** The key of a route's page in a language, when it has one (a route is its own in its language). */
export function translationOf(key: RouteKey, language: Language): RouteKey | undefined {
  return translations.find((pair) => pair.en === key || pair.hi === key)?.[language];
}

/** Each language's path of a route that has a translation, or undefined. */
export function languagePaths(key: RouteKey): Record<Language, RoutePath> | undefined {
  const pair = translations.find(({ en, hi }) => en === key || hi === key);
  return pair && { en: paths[pair.en], hi: paths[pair.hi] };
}

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
 * The routes rendered per request, which proxy.ts gives a nonce: the privacy notice, which states
 * the running server's settings. Every other route is prerendered.
 */
export const perRequestPaths: ReadonlySet<string> = new Set([
  paths.privacyNotice,
  paths.privacyNoticeHindi,
]);

/**
 * The routes with a share image of their own: the English ones. A page in another language shares
 * its English page's image, whose font has no glyphs of its script (components/seo/og-image.tsx).
 */
export const ownShareImageKeys: readonly RouteKey[] = routes
  .filter((route) => route.language === 'en')
  .map((route) => route.key);

/**
 * Where a route's share image is served: beside its page, where Next's `opengraph-image` file
 * convention would put it. next.config.ts rewrites it to the one handler, app/og-image/[route].
 */
export function ogImagePath(path: RoutePath): string {
  return `${path === '/' ? '' : path}/opengraph-image`;
}

/** The rate card: every published price in one file, prerendered (app/rate-card.*, docs/contracts.md). */
export const rateCardPaths = {
  csv: '/rate-card.csv',
  json: '/rate-card.json',
  history: '/rate-card/history.json',
} as const;

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
