import { endpoints } from './endpoints';

/**
 * The Content-Security-Policy of every response (docs/operations.md, "The Content-Security-Policy").
 * Scripts and styles come from the site's own origin, or inline when the page names them: by
 * SHA-256 on a prerendered page (scripts/build-if-needed.mjs writes each page's into the
 * build after the last post-build step), by a nonce on a page rendered per request (proxy.ts).
 */

/**
 * The responses a policy is sent with: every one but Next's hashed files (scripts, styles,
 * fonts), which are never a document, so a policy there would cost bytes and protect nothing.
 */
export const DOCUMENT_SOURCES = '/:path((?!_next/static/).*)';

/** The reporting group named by `report-to`, which the Reporting-Endpoints header defines. */
export const REPORT_GROUP = 'csp';

/** The Reporting-Endpoints header: violations go to the site's own endpoint. */
export const reportingEndpoints = `${REPORT_GROUP}="${endpoints.cspReport}"`;

/**
 * Written by next.config.ts where a prerendered page's hashes go; the build puts them in its
 * place. Browsers ignore it as an unknown source, so a build that missed the step allows no
 * inline script at all rather than every one.
 */
export const PENDING_HASHES = "'pending-build-hashes'";

/** What a page's policy allows inline: source expressions such as `'sha256-…'` or `'nonce-…'`. */
export type InlineSources = { scripts: readonly string[]; styles: readonly string[] };

/**
 * The policy for a page whose inline scripts and styles are `inline`; `analyticsScriptUrl`, the
 * operator's tag script (ANALYTICS_SCRIPT_URL), widens scripts and connections by its origin.
 */
export function contentSecurityPolicy(inline: InlineSources, analyticsScriptUrl?: string): string {
  const analytics = analyticsScriptUrl ? [new URL(analyticsScriptUrl).origin] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...analytics, ...inline.scripts].join(' '),
    ['style-src', "'self'", ...inline.styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...analytics].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `report-uri ${endpoints.cspReport}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

/**
 * `next dev` renders every page per request, with inline scripts no build has hashed, and React's
 * development build evaluates code for its call stacks: the one policy with 'unsafe-inline' and
 * 'unsafe-eval', never sent by a production server.
 */
export const developmentPolicy = (analytics?: string) =>
  contentSecurityPolicy(
    { scripts: ["'unsafe-inline'", "'unsafe-eval'"], styles: ["'unsafe-inline'"] },
    analytics,
  );

/** The policy next.config.ts writes for the build to complete with a page's hashes. */
export const pendingPolicy = (analytics?: string) =>
  contentSecurityPolicy({ scripts: [PENDING_HASHES], styles: [PENDING_HASHES] }, analytics);
