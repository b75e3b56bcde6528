import type { NextRequest } from 'next/server';
import { quotationResponse } from '@/lib/quotation/quotation-response';

/** The quotation PDF of a quote link; an unknown channel has none. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ channel: string }> },
) {
  return quotationResponse(
    (await params).channel,
    Object.fromEntries(request.nextUrl.searchParams),
  );
}
