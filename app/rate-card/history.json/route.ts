import { rateCardHistoryResponse } from '@/lib/pricing/rate-card-file';

// Made from content/pricing at build time, like the pages that show the same prices.
export const dynamic = 'force-static';

export const GET = rateCardHistoryResponse;
