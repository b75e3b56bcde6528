import type { Generated } from 'kysely';
import type { WithdrawableChoice } from '@/lib/forms/erasure-token';

export type LeadKind = 'demo_request' | 'newsletter_subscription';

/**
 * Where a lead is sent (docs/contracts.md, "Destinations"): the upstream API, an email to the
 * sales team, a signed webhook. Each configured one gets its own delivery of every lead, listed in
 * this order.
 */
export const destinations = ['upstream', 'email', 'webhook'] as const;
export type Destination = (typeof destinations)[number];

/**
 * A lead's status, from its deliveries. kept: no destination was configured when it came;
 * pending: a delivery is still pending; otherwise settled: failed if a delivery failed, else
 * rejected if one was refused, else delivered. Only pending leads change again.
 */
export const leadStatuses = ['kept', 'pending', 'delivered', 'rejected', 'failed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * One delivery of a lead to one destination. pending: waiting for the destination; delivered:
 * it took the lead; rejected: it refused it for good (its answer is kept); failed: it took no
 * decision in seven days of retries. Only pending deliveries change again.
 */
export type DeliveryStatus = Exclude<LeadStatus, 'kept'>;

/**
 * A request to erase an address's details, and after it the record of the erasure.
 * awaiting_confirmation: a single-use link was emailed to the address (only its hash is kept);
 * awaiting_operator: no email is configured, the operator acts on it (`npm run leads`);
 * confirmed: the link was used and the erasure is under way; erased: done (a withdrawal of one
 * choice, with `choice`, ends there too). The address is kept
 * only while it is needed; the record keeps a keyed hash of it.
 */
export type ErasureState = 'awaiting_confirmation' | 'awaiting_operator' | 'confirmed' | 'erased';

/**
 * The tables as both stores hold them (the migrations make them), their columns named as the
 * code reads them: Kysely's CamelCasePlugin maps `createdAt` to `created_at`. Times are ISO 8601
 * text, or ms since the epoch where they are compared with now; lists and records are JSON text.
 */
export type StoreSchema = {
  leads: {
    seq: Generated<number>;
    id: string;
    kind: LeadKind;
    email: string;
    /** The submission as the shared schema accepted it, without its attribution. */
    payload: string;
    attribution: string | null;
    createdAt: string;
    /** The privacy notice the visitor was shown (content/privacy-notice.ts); null before it had one. */
    noticeVersion: number | null;
    noticePublishedOn: string | null;
    /** The choices the visitor withdrew, each with when: `{ "keepInformed": "<ISO time>" }`. */
    consentWithdrawn: string | null;
  };
  /** One lead's delivery to one destination, the outbox's unit of work. */
  deliveries: {
    seq: Generated<number>;
    /** The lead's id, or an erasure's for the notices that tell of it. */
    leadId: string;
    destination: Destination;
    status: DeliveryStatus;
    attempts: Generated<number>;
    lastError: string | null;
    nextAttemptAt: number | null;
    /** Until when the holder of leaseToken may deliver; no one else takes it meanwhile. */
    leaseUntil: number | null;
    leaseToken: string | null;
    /** The destination's answer to a rejected delivery: its status and body. */
    reply: string | null;
    settledAt: string | null;
    /** Set when retention deleted the lead: the keyed hash of its address, for a later erasure. */
    addressHash: string | null;
  };
  erasures: {
    seq: Generated<number>;
    id: string;
    state: ErasureState;
    addressHash: string;
    email: string | null;
    locale: Generated<string>;
    tokenHash: string | null;
    /** Until when the link works. */
    expiresAt: number | null;
    requestedAt: string;
    erasedAt: string | null;
    /** The ids of the leads erased. */
    leadIds: string | null;
    leadCount: number | null;
    /** The destinations those leads had been stored for: the ones to tell. */
    handedTo: string | null;
    /** The one choice withdrawn; null: everything erased. */
    choice: WithdrawableChoice | null;
  };
  /** Keys the store makes for itself once (the erasure hash's key), shared by every instance. */
  store_secrets: { name: string; value: string };
  /** Fixed windows of rate-limiter-flexible: points used under a key until `expire` (ms). */
  rate_limits: { key: string; points: number; expire: number | null };
};

export type Dialect = 'sqlite' | 'postgres';
