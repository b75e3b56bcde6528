import type { Generated } from 'kysely';

export type LeadKind = 'demo_request' | 'newsletter_subscription';

/**
 * kept: stored with no upstream configured; pending: waiting for the upstream; delivered: the
 * upstream took it; rejected: the upstream refused it for good (its answer is kept); failed: the
 * upstream did not take it in seven days of retries. Only pending leads change again.
 */
export type LeadStatus = 'kept' | 'pending' | 'delivered' | 'rejected' | 'failed';
export const leadStatuses: readonly LeadStatus[] = [
  'kept',
  'pending',
  'delivered',
  'rejected',
  'failed',
];

/** The leads table, as both stores hold it: times in ms since the epoch or ISO 8601 text. */
export type LeadsTable = {
  seq: Generated<number>;
  id: string;
  kind: LeadKind;
  email: string;
  /** The submission as the shared schema accepted it, without its attribution (JSON). */
  payload: string;
  attribution: string | null;
  status: LeadStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number | null;
  /** Until when the holder of lease_token may deliver the lead; no one else takes it meanwhile. */
  lease_until: number | null;
  lease_token: string | null;
  /** The upstream's answer to a rejected lead (JSON: its HTTP status and body). */
  upstream_reply: string | null;
  created_at: string;
  /** When the lead was delivered, rejected or failed. */
  settled_at: string | null;
};

/** Fixed windows of rate-limiter-flexible: points used under a key until `expire` (ms). */
export type RateLimitsTable = { key: string; points: number; expire: number | null };

export type MigrationsTable = { version: string; applied_at: string };

export type StoreSchema = {
  leads: LeadsTable;
  rate_limits: RateLimitsTable;
  schema_migrations: MigrationsTable;
};

export type Dialect = 'sqlite' | 'postgres';
