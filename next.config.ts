import type { NextConfig } from 'next';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PHASE_DEVELOPMENT_SERVER,
  PHASE_PRODUCTION_BUILD,
  PHASE_PRODUCTION_SERVER,
} from 'next/constants';
import { buildIdentity, priceListInEffect } from './lib/build-identity.mjs';
import { ogImagePath, ownShareImageKeys, paths, perRequestPaths, routes } from './content/routes';
import { analyticsScriptUrl, configuration, siteUrl } from './lib/config';
import { sharedCache } from './lib/http/cache-control';
import {
  developmentPolicy,
  DOCUMENT_SOURCES,
  pendingPolicy,
  reportingEndpoints,
} from './lib/http/content-security-policy';

// Fail the build early, naming the variable, when a value is malformed (instrumentation.ts does
// the same as each server starts: the standalone server does not read this file).
configuration();

/**
 * The build's folder: `.next`, unless NEXT_DIST_DIR names another. Only the tests set it (to
 * `.next-test`, testing/test-build.mjs), so that a test build never replaces a deploy build.
 * `next start` reads this file again and finds the same folder; the standalone server has it
 * written in.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * One id for a build and for every copy or rebuild of it: a digest of what it is made from and of
 * its build variables (lib/build-identity.mjs), never a random one, so that instances
 * behind one balancer built from one commit serve the same pages and chunks. As the deployment id
 * it also makes a browser holding pages of another build load the next page whole rather than
 * ask this server for parts of it. `next start` reads this file again, perhaps with other
 * variables set: it takes the id the build wrote, and the standalone server has it written in.
 */
function deploymentId(phase: string): string | undefined {
  if (phase === PHASE_PRODUCTION_BUILD) return buildIdentity();
  const builtId = join(distDir, 'BUILD_ID');
  if (phase === PHASE_PRODUCTION_SERVER && existsSync(builtId)) {
    return readFileSync(builtId, 'utf8').trim();
  }
  return undefined;
}

const nextConfig = (phase: string): NextConfig => ({
  distDir,
  deploymentId: deploymentId(phase),
  generateBuildId: () => deploymentId(phase) ?? null,
  // Only the build emits the standalone server (.next/standalone/server.js, for containers): it
  // carries the build's configuration, while `next start` reads this file again, and with
  // `output: 'standalone'` there it warns that it "does not work" (it does, on the same build).
  output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined,
  // SITE_URL is in the prerendered HTML: the compiled code keeps the build's (lib/config.ts).
  // The folder too, for the start-up's look at the build it serves (lib/server/start-up.ts).
  env: {
    BUILT_SITE_URL: siteUrl(),
    BUILT_ANALYTICS_SCRIPT_URL: analyticsScriptUrl() ?? '',
    BUILT_DIST_DIR: distDir,
    // The date of the price list in effect as the site is built (part of its id): the server
    // prices new quotes with the list the prerendered pages show, however long after it runs.
    BUILT_PRICES: priceListInEffect('.'),
  },
  // piscina starts its threads from its own files: it runs from node_modules, as published. The
  // render pool's worker (lib/server/render-pool.ts) is bundled apart, leaving to the standalone
  // server's node_modules `next/og` and what it reads, and it reads the quotation's fonts from
  // node_modules under the server's folder (lib/quotation/quotation-pdf.ts).
  serverExternalPackages: ['piscina'],
  // Keys are globs of the routes' paths (`[channel]` would be a character class).
  outputFileTracingIncludes: {
    '/quote/*/image': ['./node_modules/next/dist/compiled/@vercel/og/**'],
    '/quote/*/pdf': ['./node_modules/typeface-inter/Inter Web/Inter-{Regular,SemiBold,Bold}.woff2'],
  },
  // Each route's share image, at the path Next's `opengraph-image` file convention would give it,
  // comes from the one handler of all of them (app/og-image/[route]).
  async rewrites() {
    return ownShareImageKeys.map((route) => ({
      source: ogImagePath(paths[route]),
      destination: `/og-image/${route}`,
    }));
  },
  // The site has several root layouts (app/(site), app/(notice), app/hi): a path no route serves
  // gets app/global-not-found.tsx, a whole document, as Next asks of such an app.
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  // The policy of every response, completed after the build with the hashes of the page it is
  // for (scripts/build-if-needed.mjs): each route of the table has a rule of its own, which
  // Next applies after this one's; any other path gets the hashes of the not-found page it may be
  // answered with. Quote pages and the privacy notice are rendered per request: proxy.ts
  // gives them a nonce.
  async headers() {
    const cached = { key: 'Cache-Control', value: sharedCache };
    const policy = {
      key: 'Content-Security-Policy',
      value: (phase === PHASE_DEVELOPMENT_SERVER ? developmentPolicy : pendingPolicy)(
        analyticsScriptUrl(),
      ),
    };
    return [
      {
        source: '/:path*',
        headers: Object.entries({
          'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
          'X-Frame-Options': 'DENY',
        }).map(([key, value]) => ({ key, value })),
      },
      {
        source: DOCUMENT_SOURCES,
        headers: [policy, { key: 'Reporting-Endpoints', value: reportingEndpoints }],
      },
      ...routes.map((route) => ({
        source: route.path,
        headers: perRequestPaths.has(route.path) ? [cached] : [policy, cached],
      })),
      ...[
        '/:path*/opengraph-image',
        // Quote links are rendered per query; a CDN keeps each one like a prerendered page (their
        // images and PDFs say so themselves, and not when refused: lib/server/quote-renders.ts).
        '/quote/:channel',
        '/opengraph-image',
        '/sitemap.xml',
        '/robots.txt',
        '/rate-card.csv',
        '/rate-card.json',
        '/rate-card/history.json',
      ].map((source) => ({ source, headers: [cached] })),
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ];
  },
});

// next-intl formats the copy through lib/i18n/copy.ts alone, with no request: no plugin needed.
export default nextConfig;
