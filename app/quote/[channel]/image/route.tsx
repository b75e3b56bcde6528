import type { NextRequest } from 'next/server';
import { quoteText } from '@/components/estimator/quote-text';
import { messages } from '@/content/messages';
import { siteUrl } from '@/lib/config';
import { readQuoteRequest } from '@/lib/pricing/quote-request';
import { renderOgImage } from '@/lib/seo/og-image';

/** The link preview of a quote: its figure large, and the first lines of its breakdown. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ channel: string }> },
) {
  const { channel } = await params;
  const quote = readQuoteRequest(channel, Object.fromEntries(request.nextUrl.searchParams));
  if (!quote) return new Response(null, { status: 404 });
  const text = await quoteText(quote.estimate);
  // Two lines fit under the title; more would push the figure off the image.
  const shown = text.lines.length > 2 ? [...text.lines.slice(0, 2), '…'] : text.lines;
  return renderOgImage({
    title: text.title,
    eyebrow: messages.Common.siteName,
    description: shown.length > 0 ? shown.join(' · ') : text.intro,
    price: text.figure,
    host: new URL(siteUrl()).host,
  });
}
