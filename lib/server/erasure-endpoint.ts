import { createHash, randomBytes } from 'node:crypto';
import { configuration, siteUrl } from '@/lib/config';
import { erasureConfirmSchema, erasureRequestSchema } from '@/lib/forms/erasure-schema';
import { ERASURE_LINK_HOURS } from '@/lib/forms/erasure-token';
import { addressKey, requestClient } from './client-address';
import { erasureLinkEmail } from './destinations/erasure-link-email';
import { mailTransport } from './destinations/lead-email';
import { logLine } from './logger';
import { errorReason, jsonReply, replyMessages, storeUnavailable } from './replies';
import { leadStore } from './store/open-lead-store';
import { checkSubmission } from './submission-endpoint';
import { spendAllowance } from './submission-limits';

/** The hash of a link's token: the only form of it the store keeps. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** An endpoint's log of erasures: each outcome by the erasure's id and counts, never the address. */
const erasureLog = (event: string) => (fields: Record<string, unknown>) =>
  logLine({ event, ...fields });

let transport: ReturnType<typeof mailTransport> | undefined;

/**
 * POST endpoints.erasureRequest: a visitor asks to withdraw consent and erase an address's
 * details, or to withdraw one choice. With email configured, the address is sent a single-use
 * link (the store keeps the token's hash); without, or when the link cannot be sent, the request
 * is recorded for the operator. The answer is the same whether or not the site holds anything
 * for the address.
 */
export async function requestErasure(request: Request): Promise<Response> {
  const { email } = configuration();
  const confirmation = email ? 'email' : 'operator';
  const recorded = { statusCode: 200, message: replyMessages.erasureRecorded, confirmation };
  const answer = email ? { ...recorded, message: replyMessages.erasureLinkSent } : recorded;
  const checked = await checkSubmission('erasure_request', erasureRequestSchema, request, answer);
  if (checked instanceof Response) return checked;
  const { email: address, locale = 'en', choice } = checked.data;

  const log = erasureLog('erasure_request');
  const now = Date.now();
  try {
    const store = await leadStore();
    // Links sent an hour, at most: 3 per address (whoever asks) and 10 per client (whatever it
    // asks for). Past either, the answer is the same and nothing is sent, so the form can
    // neither flood a mailbox nor tell a known address from an unknown one.
    const client = addressKey(requestClient(request.headers).address);
    const refused =
      (await spendAllowance(`erasure-address:${await store.addressHash(address)}`, 3, 3600)) ??
      (await spendAllowance(`erasure-client:${client}`, 10, 3600));
    if (refused !== undefined) {
      log({ outcome: 'not_sent', reason: 'hourly_limit' });
    } else if (!email) {
      await store.requestErasure(address, now, { choice });
      log({ outcome: 'recorded', confirmation });
    } else {
      const token = randomBytes(32).toString('base64url');
      const link = {
        tokenHash: tokenHash(token),
        expiresAt: now + ERASURE_LINK_HOURS * 3_600_000,
        locale,
      };
      await store.requestErasure(address, now, { choice, link });
      try {
        transport ??= mailTransport(email.url);
        const to = { to: address, from: email.from, siteUrl: siteUrl() };
        await transport.sendMail(erasureLinkEmail({ ...to, token, choice, locale }));
      } catch (error) {
        const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
        // Never lost: the request becomes the operator's, as without email.
        await store.recordForOperator(link.tokenHash);
        const reason = `smtp_${responseCode ?? code ?? 'error'}`;
        log({ outcome: 'recorded', confirmation: 'operator', reason });
        return jsonReply(200, { ...recorded, confirmation: 'operator' });
      }
      log({ outcome: 'sent', confirmation });
    }
    return jsonReply(200, answer);
  } catch (error) {
    log({ outcome: 'store_error', reason: errorReason(error) });
    return storeUnavailable();
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
  // A token of the wrong shape is no link of ours: the same answer as an unknown one.
  if (checked instanceof Response) return checked.status === 422 ? jsonReply(410, gone) : checked;
  const { token, choice } = checked.data;
  const log = erasureLog('erasure_confirm');
  const now = Date.now();
  let confirmed: { id: string; email: string } | undefined;
  try {
    const store = await leadStore();
    confirmed = await store.confirmErasure(tokenHash(token), now, choice);
    if (!confirmed) {
      log({ outcome: 'refused', reason: 'unknown_used_or_expired' });
      return jsonReply(410, gone);
    }
    const report = await store.forget(confirmed.email, now, { id: confirmed.id, choice });
    const { erasureId: erasure, removed: leads, notices } = report;
    log({ outcome: choice ? 'withdrawn' : 'erased', erasure, leads, notices });
  } catch (error) {
    const reason = errorReason(error);
    log({ outcome: 'store_error', ...(confirmed && { erasure: confirmed.id }), reason });
    if (!confirmed) return storeUnavailable();
    // Confirmed and kept: the hourly tidy-up finishes the erasure (erasure-store.ts).
  }
  const message = choice ? replyMessages.withdrawn : replyMessages.erased;
  return jsonReply(200, { statusCode: 200, message });
}
