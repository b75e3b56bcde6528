import { createHash, randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { emailDestinationConfig, siteUrl } from '@/lib/config';
import { erasureConfirmSchema, erasureRequestSchema } from '@/lib/forms/erasure-schema';
import { addressKey, requestClient } from './client-address';
import { erasureLinkEmail } from './destinations/erasure-link-email';
import { mailTransport } from './destinations/lead-email';
import { logErasure } from './logger';
import { processSlot } from './process-slot';
import { jsonReply, replyMessages } from './replies';
import { leadStore } from './store/open-lead-store';
import { checkSubmission } from './submission-endpoint';

/** How long an erasure link works. */
export const ERASURE_LINK_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Links sent an hour, at most: per address (whoever asks), and per client (whatever it asks
 * for). Past either, the answer is the same and nothing is sent, so the form can neither flood
 * a mailbox nor tell a known address from an unknown one.
 */
export const ERASURE_LINKS_PER_HOUR = { address: 3, client: 10 } as const;

/** The hash of a link's token: the only form of it the store keeps. */
export function erasureTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const processLimiters = processSlot<Map<number, RateLimiterAbstract>>('erasure-limiters');

/** Spends one of `points` an hour under `key`; false when none is left or the store cannot count. */
async function spendHourly(key: string, points: number): Promise<boolean> {
  const limiters = (processLimiters.value ??= new Map());
  let limiter = limiters.get(points);
  if (!limiter) {
    limiter = (await leadStore()).rateLimiter(points, HOUR_MS / 1000);
    limiters.set(points, limiter);
  }
  try {
    await limiter.consume(key);
    return true;
  } catch {
    return false;
  }
}

let transport: ReturnType<typeof mailTransport> | undefined;

/**
 * POST endpoints.erasureRequest: a visitor asks to withdraw consent and erase an address's
 * details. With email configured, the address is sent a single-use link (the store keeps the
 * token's hash); without, the request is recorded for the operator. The answer is the same
 * whether or not the site holds anything for the address.
 */
export async function requestErasure(request: Request): Promise<Response> {
  const email = emailDestinationConfig();
  const confirmation = email ? 'email' : 'operator';
  const answer = {
    statusCode: 200,
    message: email ? replyMessages.erasureLinkSent : replyMessages.erasureRecorded,
    confirmation,
  };
  const checked = await checkSubmission('erasure_request', erasureRequestSchema, request, answer);
  if (!checked.ok) return checked.response;
  const { email: address, locale = 'en' } = checked.data;

  const now = Date.now();
  try {
    const store = await leadStore();
    const addressHash = await store.addressHash(address);
    const client = addressKey(requestClient(request.headers).address);
    const allowed =
      (await spendHourly(`erasure-address:${addressHash}`, ERASURE_LINKS_PER_HOUR.address)) &&
      (await spendHourly(`erasure-client:${client}`, ERASURE_LINKS_PER_HOUR.client));
    if (!allowed) {
      logErasure('erasure_request', { outcome: 'not_sent', reason: 'hourly_limit' });
      return jsonReply(200, answer);
    }
    if (!email) {
      await store.recordErasureRequest({ email: address, now });
      logErasure('erasure_request', { outcome: 'recorded', confirmation });
      return jsonReply(200, answer);
    }
    const token = randomBytes(32).toString('base64url');
    await store.requestErasure({
      email: address,
      tokenHash: erasureTokenHash(token),
      expiresAt: now + ERASURE_LINK_HOURS * HOUR_MS,
      locale,
      now,
    });
    try {
      transport ??= mailTransport(email.url);
      await transport.sendMail(
        erasureLinkEmail({ to: address, from: email.from, token, locale, siteUrl: siteUrl() }),
      );
    } catch (error) {
      const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
      logErasure('erasure_request', {
        outcome: 'not_sent',
        reason: responseCode ? `smtp_${responseCode}` : `smtp_${code ?? 'error'}`,
      });
      return jsonReply(503, { statusCode: 503, message: replyMessages.erasureLinkUnavailable });
    }
    logErasure('erasure_request', { outcome: 'sent', confirmation });
    return jsonReply(200, answer);
  } catch (error) {
    logErasure('erasure_request', {
      outcome: 'store_error',
      reason: error instanceof Error ? error.message : 'unexpected',
    });
    return jsonReply(503, { statusCode: 503, message: replyMessages.storeUnavailable });
  }
}

/**
 * POST endpoints.erasureConfirm: the visitor opened their link and confirmed. The token is taken
 * once; every lead of the address is erased and each destination that had them is told, through
 * the outbox. A used, expired or unknown token changes nothing and is answered 410.
 */
export async function confirmErasure(request: Request): Promise<Response> {
  const gone = { statusCode: 410, message: replyMessages.erasureLinkInvalid };
  const checked = await checkSubmission('erasure_confirm', erasureConfirmSchema, request, gone);
  if (!checked.ok) {
    // A token of the wrong shape is no link of ours: the same answer as an unknown one.
    return checked.response.status === 422 ? jsonReply(410, gone) : checked.response;
  }
  const now = Date.now();
  let confirmed: { id: string; email: string } | undefined;
  try {
    const store = await leadStore();
    confirmed = await store.confirmErasure(erasureTokenHash(checked.data.token), now);
    if (!confirmed) {
      logErasure('erasure_confirm', { outcome: 'refused', reason: 'unknown_used_or_expired' });
      return jsonReply(410, gone);
    }
    const report = await store.forget(confirmed.email, now, confirmed.id);
    logErasure('erasure_confirm', {
      outcome: 'erased',
      erasure: report.erasureId,
      leads: report.removed,
      notices: report.notices,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unexpected';
    if (!confirmed) {
      logErasure('erasure_confirm', { outcome: 'store_error', reason });
      return jsonReply(503, { statusCode: 503, message: replyMessages.storeUnavailable });
    }
    // Confirmed and kept: the hourly tidy-up finishes the erasure (erasure-store.ts).
    logErasure('erasure_confirm', { outcome: 'store_error', erasure: confirmed.id, reason });
  }
  return jsonReply(200, { statusCode: 200, message: replyMessages.erased });
}
