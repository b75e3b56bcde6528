import { createHash } from 'node:crypto';
import type { QuoteRequest } from '@/lib/pricing/quote-request';

/**
 * A quotation's reference, from what it quotes: the channel and the link's normal query (volumes
 * in the channel's order, then the parts, then the date of the prices unless they are the first
 * list's), so the same quote always has the same reference, whatever order, spelling or campaign
 * parameters its link came with, and a link made before quotes carried a date keeps its own:
 * 'Q-SMS-7F3A2C'.
 */
export function quotationReference({
  channel,
  referenceQuery,
}: Pick<QuoteRequest, 'channel' | 'referenceQuery'>) {
  const digest = createHash('sha256').update(`${channel}${referenceQuery}`).digest('hex');
  return `Q-${channel.toUpperCase()}-${digest.slice(0, 6).toUpperCase()}`;
}

/** The PDF's file name: the channel and the reference, in characters any file system takes. */
export function quotationFileName(channel: string, reference: string): string {
  return `quotation-${channel}-${reference}.pdf`.replace(/[^A-Za-z0-9._-]/g, '');
}
