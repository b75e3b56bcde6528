import { priceRegistry } from '@/content/pricing/prices';
import type { PriceRegistry } from '@/lib/pricing/price-registry';
import type { SearchParams } from '@/lib/pricing/quote-query';
import { readQuoteRequest } from '@/lib/pricing/quote-request';
import { quotationLayout } from './quotation-layout';
import { renderQuotationPdf } from './quotation-pdf';

/**
 * The quotation of a quote link, as a PDF to download: any query gives one (what it cannot use
 * is dropped and named, as on the quote page); an unknown channel has none. next.config.ts gives
 * it the quote image's caching.
 */
export async function quotationResponse(
  channel: string,
  params: SearchParams,
  madeAt = new Date(),
  registry: PriceRegistry = priceRegistry,
): Promise<Response> {
  const request = readQuoteRequest(channel, params, { registry, now: madeAt });
  if (!request) return new Response(null, { status: 404 });
  const layout = quotationLayout(request, madeAt);
  const pdf = await renderQuotationPdf(layout, madeAt);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${layout.fileName}"`,
      'Content-Length': String(pdf.byteLength),
    },
  });
}
