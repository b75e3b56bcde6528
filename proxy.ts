import { NextResponse, type NextRequest } from 'next/server';

/** Any path outside the route table falls back to home, with or without a dot in it. */
export function proxy(request: NextRequest) {
  return NextResponse.redirect(new URL('/', request.url), 307);
}

export const config = {
  // Next reads the matcher as a literal, so it lists what the proxy stays off: every route of the
  // table (content/routes.ts) and their share images, the quote links and theirs (the page sends
  // an unknown channel to /services itself), Next's own paths, the endpoints, and the
  // real files (public/images/, public/logo.svg, app/icon.svg, robots.txt, sitemap.xml).
  // proxy.test.ts keeps it in step with the route table and the public folder.
  matcher: [
    '/((?!_next/|api/|images/|(?:services(?:/(?:sms|voice|email|whatsapp|csw|web-dev|web-DMS|web-DAB))?|about|faq|contact|soon)(?:/opengraph-image)?/?$|quote/[^/]+(?:/image)?/?$|opengraph-image$|logo\\.svg$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).+)',
  ],
};
