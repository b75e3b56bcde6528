import type { NextRequest } from 'next/server';
import { readQuoteRequest } from '@/lib/pricing/quote-request';
import { quoteText } from '@/lib/pricing/quote-text';
import { renderOgImage } from '@/components/seo/og-image';
import { quoteOgImageContent } from '@/lib/seo/og-image';

/** The link preview of a quote link; an unknown channel has none. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ channel: string }> },
) {
  const quote = readQuoteRequest(
    (await params).channel,
    Object.fromEntries(request.nextUrl.searchParams),
  );
  return quote
    ? renderOgImage(quoteOgImageContent(quoteText(quote)))
    : new Response(null, { status: 404 });
}
