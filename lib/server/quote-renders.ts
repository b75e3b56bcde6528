import type { NextRequest } from 'next/server';
import { sharedCache } from '@/lib/http/cache-control';
import { readQuoteRequest, type QuoteRequest } from '@/lib/pricing/quote-request';
import { quoteText } from '@/lib/pricing/quote-text';
import { quotationLayout } from '@/lib/quotation/quotation-layout';
import { ogImageContentType, quoteOgImageContent } from '@/lib/seo/og-image';
import { processSlot } from './process-slot';
import { pauseBeforeRefusal, renderClient, renderWait, retryHeaders } from './render-limits';
import { renderInPool, type RenderTask } from './render-pool';
import { refusal, replyMessages } from './replies';

/** Renders one client may have running or queued at once; past them it is asked to wait. */
const RENDERS_IN_FLIGHT_PER_CLIENT = 4;
/** The wait asked of a client whose renders are all in flight, or whom the pool cannot take. */
const BUSY_RETRY_SECONDS = 2;

type Rendered = { bytes: Uint8Array; headers: Record<string, string> };
type Outcome = Rendered | { status: 429 | 503; reason: string; retryAfter: number };

// Of every route bundle (the image's and the PDF's), so one process holds them once.
const flights = processSlot<{
  byUrl: Map<string, Promise<Outcome>>;
  byClient: Map<string, number>;
}>('render-flights');

type Made = { task: RenderTask; headers: Record<string, string> };

/** What the pool is asked to render for each route, and the headers of its answer. */
const formats: Record<'image' | 'pdf', (quote: QuoteRequest, madeAt: Date) => Made> = {
  image: (quote) => ({
    task: { kind: 'image', content: quoteOgImageContent(quoteText(quote)) },
    headers: { 'Content-Type': ogImageContentType, 'Cache-Control': sharedCache },
  }),
  pdf: (quote, madeAt) => {
    const layout = quotationLayout(quote, madeAt);
    return {
      task: { kind: 'pdf', layout, madeAt },
      headers: {
        'Content-Type': 'application/pdf',
        'Cache-Control': sharedCache,
        'Content-Disposition': `attachment; filename="${layout.fileName}"`,
      },
    };
  },
};

/** A render of `client`'s own: its allowance spent, then the pool's work. Never throws. */
async function render(client: string, make: () => Made): Promise<Outcome> {
  const wait = await renderWait(client);
  if (wait) return { status: 429, reason: 'rate_limited', retryAfter: wait };
  let refused: string = 'render_failed';
  try {
    const { task, headers } = make();
    const rendered = await renderInPool(task);
    if ('bytes' in rendered) return { bytes: rendered.bytes, headers };
    refused = rendered.refused;
  } catch {
    // An estimate that cannot be laid out is the site's mistake: the client may try again.
  }
  return { status: 503, reason: refused, retryAfter: BUSY_RETRY_SECONDS };
}

/**
 * A quote link's share image or quotation PDF; an unknown channel has none. Fetches of one URL by
 * one client while it renders share that render and spend nothing: a chat app's crawlers fetch a
 * shared link's image several times at once. Any other render spends one of the client's
 * renders (RENDER_LIMIT_PER_MINUTE, the quote page's too), runs in the render pool, and is
 * answered 429 past the client's allowance or renders in flight, 503 when the pool is full.
 */
export async function quoteRender(
  format: keyof typeof formats,
  request: NextRequest,
  params: Promise<{ channel: string }>,
): Promise<Response> {
  const madeAt = new Date();
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const quote = readQuoteRequest((await params).channel, query, { now: madeAt });
  if (!quote) return new Response(null, { status: 404 });

  const client = renderClient(request.headers);
  const { byUrl, byClient } = (flights.value ??= { byUrl: new Map(), byClient: new Map() });
  const key = `${client} ${request.nextUrl.pathname}${request.nextUrl.search}`;
  let flight = byUrl.get(key);
  if (!flight) {
    const running = byClient.get(client) ?? 0;
    if (running >= RENDERS_IN_FLIGHT_PER_CLIENT) {
      flight = Promise.resolve({
        status: 429,
        reason: 'in_flight',
        retryAfter: BUSY_RETRY_SECONDS,
      });
    } else {
      byClient.set(client, running + 1);
      flight = render(client, () => formats[format](quote, madeAt)).finally(() => {
        byUrl.delete(key);
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      });
      byUrl.set(key, flight);
    }
  }
  const outcome = await flight;
  if ('bytes' in outcome) return new Response(outcome.bytes, { headers: outcome.headers });
  if (outcome.status === 429) await pauseBeforeRefusal();
  const message = outcome.status === 429 ? replyMessages.tooManyRenders : replyMessages.rendersBusy;
  return refusal(`quote_${format}`, outcome.status, outcome.reason, message, {
    headers: retryHeaders(outcome.retryAfter),
  });
}
