import type { Generated } from 'kysely';

export type LeadKind = 'demo_request' | 'newsletter_subscription';

/**
 * Where a lead is sent (docs/contracts.md, "Destinations"): the upstream API, an email to the
 * sales team, a signed webhook. Each configured one gets its own delivery of every lead.
 */
export type Destination = 'upstream' | 'email' | 'webhook';

/**
 * One delivery of a lead to one destination. pending: waiting for the destination; delivered:
 * it took the lead; rejected: it refused it for good (its answer is kept); failed: it took no
 * decision in seven days of retries. Only pending deliveries change again.
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'rejected' | 'failed';

/**
 * A lead's status, from its deliveries. kept: no destination was configured when it came;
 * pending: a delivery is still pending; otherwise settled: failed if a delivery failed, else
 * rejected if one was refused, else delivered. Only pending leads change again.
 */
export type LeadStatus = 'kept' | DeliveryStatus;
export const leadStatuses: readonly LeadStatus[] = [
  'kept',
  'pending',
  'delivered',
  'rejected',
  'failed',
];

/**
 * The leads table, as both stores hold it: times are ISO 8601 text. A lead's status and when it
 * settled are worked out from its deliveries (lead-store.ts).
 */
export type LeadsTable = {
  seq: Generated<number>;
  id: string;
  kind: LeadKind;
  email: string;
  /** The submission as the shared schema accepted it, without its attribution (JSON). */
  payload: string;
  attribution: string | null;
  created_at: string;
  /** The privacy notice the visitor was shown (content/privacy-notice.ts); null before it had one. */
  notice_version: number | null;
  notice_published_on: string | null;
};

/** One lead's delivery to one destination, the outbox's unit of work: times in ms or ISO text. */
export type DeliveriesTable = {
  seq: Generated<number>;
  lead_id: string;
  destination: Destination;
  status: DeliveryStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number | null;
  /** Until when the holder of lease_token may deliver; no one else takes it meanwhile. */
  lease_until: number | null;
  lease_token: string | null;
  /** The destination's answer to a rejected delivery (JSON: its status and body). */
  reply: string | null;
  settled_at: string | null;
};

/** Fixed windows of rate-limiter-flexible: points used under a key until `expire` (ms). */
export type RateLimitsTable = { key: string; points: number; expire: number | null };

/**
 * A request to erase an address's details, and after it the record of the erasure.
 * awaiting_confirmation: a single-use link was emailed to the address (only its hash is kept);
 * awaiting_operator: no email is configured, the operator acts on it (`npm run leads`);
 * confirmed: the link was used and the erasure is under way; erased: done. The address is kept
 * only while it is needed; the record keeps a keyed hash of it.
 */
export type ErasureState = 'awaiting_confirmation' | 'awaiting_operator' | 'confirmed' | 'erased';

export type ErasuresTable = {
  seq: Generated<number>;
  id: string;
  state: ErasureState;
  address_hash: string;
  email: string | null;
  locale: Generated<string>;
  token_hash: string | null;
  /** Until when the link works (ms since the epoch). */
  expires_at: number | null;
  requested_at: string;
  erased_at: string | null;
  /** The ids of the leads erased (JSON array). */
  lead_ids: string | null;
  lead_count: number | null;
  /** The destinations those leads had been stored for (JSON array): the ones to tell. */
  handed_to: string | null;
};

/** Keys the store makes for itself once (the erasure hash's key), shared by every instance. */
export type StoreSecretsTable = { name: string; value: string };

export type StoreSchema = {
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  erasures: ErasuresTable;
  store_secrets: StoreSecretsTable;
  rate_limits: RateLimitsTable;
};

export type Dialect = 'sqlite' | 'postgres';
