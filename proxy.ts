import { NextResponse, type NextRequest } from 'next/server';

/** Any path outside the route table falls back to home (spec §2). */
export function proxy(request: NextRequest) {
  return NextResponse.redirect(new URL('/', request.url), 307);
}

export const config = {
  // Keep the proxy off every route of the table (content/routes.ts), Next's own paths, the
  // endpoints, the routes' share images and any file with an extension, so prerendered pages
  // are served without it.
  matcher: [
    '/((?!_next/|api/|(?:services(?:/(?:sms|voice|email|whatsapp|csw|web-dev|web-DMS|web-DAB))?|about|faq|contact|soon)(?:/opengraph-image)?/?$|opengraph-image$|[^/]+\\.[a-zA-Z0-9]+$|.*/[^/]+\\.[a-zA-Z0-9]+$).+)',
  ],
};
