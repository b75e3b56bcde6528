import type { LeadAttribution } from '@/lib/forms/attribution-schema';

export type LeadKind = 'demo_request' | 'newsletter_subscription';

/**
 * kept: stored with no upstream configured; pending: waiting for the upstream; delivered: the
 * upstream answered; failed: the upstream did not answer for seven days (the lead stays listed).
 */
export type LeadStatus = 'kept' | 'pending' | 'delivered' | 'failed';
export const leadStatuses: readonly LeadStatus[] = ['kept', 'pending', 'delivered', 'failed'];

export type Lead = {
  id: string;
  kind: LeadKind;
  email: string;
  /** The submission as the shared schema accepted it, without its attribution. */
  payload: Record<string, unknown>;
  attribution?: LeadAttribution;
  status: LeadStatus;
  attempts: number;
  lastError?: string;
  /** When the next delivery is due (ms since the epoch). */
  nextAttemptAt?: number;
  createdAt: string;
  deliveredAt?: string;
};

export type NewLead = Pick<
  Lead,
  'id' | 'kind' | 'email' | 'payload' | 'attribution' | 'createdAt'
> & {
  status: 'kept' | 'pending';
  nextAttemptAt?: number;
  /** Held by the request that stored it while it delivers inline: no worker takes it meanwhile. */
  leaseUntil?: number;
};

export type RateWindow = { count: number; windowStart: number };

/**
 * The lead store, the outbox and the per-client rate limit: SQLite under DATA_DIR for one
 * server, PostgreSQL (DATABASE_URL) for any number of them. Every method may reject when the
 * store cannot be reached or written.
 */
export interface LeadStore {
  readonly name: 'sqlite' | 'postgres';
  /** Written before anything else happens to a submission (decisions.md). */
  insert(lead: NewLead): Promise<void>;
  /** Takes up to `limit` pending leads that are due and not leased, leasing them until `leaseUntil`. */
  claimDue(now: number, leaseUntil: number, limit: number): Promise<Lead[]>;
  markDelivered(id: string, at: string): Promise<void>;
  /** One more failed attempt: due again at `nextAttemptAt`, or failed for good when undefined. */
  markAttemptFailed(id: string, error: string, nextAttemptAt: number | undefined): Promise<void>;
  list(status?: LeadStatus): Promise<Lead[]>;
  pendingStats(): Promise<{ pending: number; oldestCreatedAt?: string }>;
  /** Removes every lead of an address (a request to delete); resolves with how many. */
  forget(email: string): Promise<number>;
  /** Counts one submission in `key`'s fixed window; resolves with the window after it. */
  countSubmission(key: string, now: number, windowMs: number): Promise<RateWindow>;
  /** Checks the store can take a write. */
  probe(): Promise<void>;
  close(): Promise<void>;
}

/** A row as both stores return it; PostgreSQL's BIGINT arrives as a string. */
export type LeadRow = {
  id: string;
  kind: string;
  email: string;
  payload: string;
  attribution: string | null;
  status: string;
  attempts: number | string;
  last_error: string | null;
  next_attempt_at: number | string | null;
  created_at: string;
  delivered_at: string | null;
};

export function leadFromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind as LeadKind,
    email: row.email,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    ...(row.attribution ? { attribution: JSON.parse(row.attribution) as LeadAttribution } : {}),
    status: row.status as LeadStatus,
    attempts: Number(row.attempts),
    ...(row.last_error ? { lastError: row.last_error } : {}),
    ...(row.next_attempt_at === null ? {} : { nextAttemptAt: Number(row.next_attempt_at) }),
    createdAt: row.created_at,
    ...(row.delivered_at ? { deliveredAt: row.delivered_at } : {}),
  };
}

/** The columns of an insert, in the order both stores' INSERT lists them. */
export function insertValues(lead: NewLead) {
  return [
    lead.id,
    lead.kind,
    lead.email,
    JSON.stringify(lead.payload),
    lead.attribution ? JSON.stringify(lead.attribution) : null,
    lead.status,
    lead.nextAttemptAt ?? null,
    lead.leaseUntil ?? null,
    lead.createdAt,
  ] as const;
}
