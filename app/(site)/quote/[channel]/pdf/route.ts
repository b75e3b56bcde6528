import type { NextRequest } from 'next/server';
import { quoteRender } from '@/lib/server/quote-renders';

/** The quotation PDF of a quote link; an unknown channel has none. */
export function GET(request: NextRequest, { params }: { params: Promise<{ channel: string }> }) {
  return quoteRender('pdf', request, params);
}
