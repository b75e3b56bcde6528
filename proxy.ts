import { NextResponse, type NextRequest } from 'next/server';
import { perRequestPaths } from '@/content/routes';
import { analyticsScriptUrl } from '@/lib/config';
import { contentSecurityPolicy, developmentPolicy } from '@/lib/http/content-security-policy';
import { inlineStylesheet } from '@/lib/http/inline-stylesheet';
import { renderClient, renderWait, tooManyRenders } from '@/lib/server/render-limits';

/**
 * Any path outside the route table falls back to home, with or without a dot in it. A quote page
 * and the privacy notice (perRequestPaths) are rendered per request, so their inline scripts are not
 * known at build time: each response gets a nonce of its own, which Next reads from the request's
 * policy and writes on every script it adds to the page. `next dev` styles its overlay inline: a
 * nonce would turn 'unsafe-inline' off. A quote page spends one of its client's renders (a page
 * cannot set its status: past the limit, the 429 is answered here).
 */
export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname.replace(/(.)\/$/, '$1');
  const quotePage = /^\/quote\/[^/]+$/.test(path);
  if (!quotePage && !perRequestPaths.has(path)) {
    return NextResponse.redirect(new URL('/', request.url), 307);
  }
  const wait = quotePage ? await renderWait(renderClient(request.headers)) : undefined;
  if (wait) return tooManyRenders(wait);
  const development = process.env.NODE_ENV === 'development';
  const nonce = `'nonce-${Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')}'`;
  // The page carries the stylesheet inline (components/layout/inline-stylesheet.tsx), by its hash.
  const stylesheet = inlineStylesheet();
  const styles = stylesheet ? [nonce, stylesheet.hash] : [nonce];
  const policy = development
    ? developmentPolicy(analyticsScriptUrl())
    : contentSecurityPolicy({ scripts: [nonce], styles }, analyticsScriptUrl());
  const headers = new Headers(request.headers);
  if (!development) headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Next reads the matcher as a literal, so it lists what the proxy stays off: every prerendered
  // route of the table (content/routes.ts) and the share images of the English ones, the quote links' share images and PDFs,
  // Next's own paths, the endpoints, and the real files (public/images/, public/logo.svg,
  // app/icon.svg, robots.txt, sitemap.xml, the rate card's rate-card.csv, rate-card.json and rate-card/history.json). It
  // runs on the quote links for their nonce (the page sends an unknown channel to /services
  // itself). proxy.test.ts keeps it in step with the route table and the public folder.
  matcher: [
    '/((?!_next/|api/|images/|(?:services(?:/(?:sms|voice|email|whatsapp|csw|web-dev|web-DMS|web-DAB))?|about|faq|contact|soon|try-again|privacy-notice(?:/erase|(?=/opengraph-image)))(?:/opengraph-image)?/?$|hi/privacy-notice/erase/?$|quote/[^/]+/(?:image|pdf)/?$|opengraph-image$|logo\\.svg$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|rate-card\\.(?:csv|json)$|rate-card/history\\.json$).+)',
  ],
};
