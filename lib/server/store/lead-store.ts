import { sql, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import type { Dialect, LeadKind, LeadStatus, LeadsTable } from './schema';
import type { StoreDatabase } from './store-database';

export type { LeadKind, LeadStatus } from './schema';
export { leadStatuses } from './schema';

/** The upstream's answer to a lead it refused, kept with the lead. */
export type UpstreamRecord = { status: number; body: Record<string, unknown> };

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
  settledAt?: string;
  upstreamReply?: UpstreamRecord;
};

export type NewLead = Pick<
  Lead,
  'id' | 'kind' | 'email' | 'payload' | 'attribution' | 'createdAt'
> & { status: 'kept' | 'pending'; nextAttemptAt?: number };

/** The right to deliver one lead once: its holder alone may change the lead, until `until`. */
export type Claim = { id: string; token: string; until: number };
export type ClaimedLead = Lead & { claim: Claim };

/** What one delivery came to, written only by the claim's holder, only to a pending lead. */
export type Settlement =
  | { status: 'delivered'; at: string }
  | { status: 'rejected'; at: string; reply: UpstreamRecord }
  | { status: 'pending'; error: string; nextAttemptAt: number }
  | { status: 'failed'; at: string; error: string };

export type LeadStats = { pending: number; oldestPendingCreatedAt?: string; rejected: number };

export type ForgetReport = {
  /** Leads of the address deleted. */
  removed: number;
  /** Of those, leads a delivery held at that moment: none of them is sent from now on. */
  claimed: number;
  /** What was done to the store's files, in words. */
  files?: string;
};

/**
 * The lead store, the outbox and the per-client rate limit: SQLite under DATA_DIR for one
 * server, PostgreSQL (DATABASE_URL) for any number of them. Each statement is written once, for
 * both. Every method may reject when the store cannot be reached or written.
 */
export type LeadStore = {
  readonly name: Dialect;
  /** Written before anything else happens to a submission; a pending lead comes back claimed. */
  insert(lead: NewLead, leaseUntil?: number): Promise<Claim | undefined>;
  /** Claims the longest-due pending lead that no one holds, until `leaseUntil`. */
  claimNext(now: number, leaseUntil: number): Promise<ClaimedLead | undefined>;
  /** Whether the claim still holds, pending and until at least `until`: sent only then. */
  holds(claim: Claim, until: number): Promise<boolean>;
  /** Applies one delivery's outcome; false when the claim no longer holds (nothing changes). */
  settle(claim: Claim, settlement: Settlement): Promise<boolean>;
  list(status?: LeadStatus): Promise<Lead[]>;
  /** The pending leads, the oldest one's age, and the leads rejected since `rejectedSince`. */
  stats(rejectedSince: string): Promise<LeadStats>;
  /** Removes every lead of an address, and what the files hold of them (a request to delete). */
  forget(email: string, now: number): Promise<ForgetReport>;
  /** Retention: deletes delivered and rejected leads settled before `before`. */
  deleteSettledBefore(before: string): Promise<number>;
  /** The operator's purge: deletes every lead created before `before` but the pending ones. */
  purgeCreatedBefore(before: string): Promise<Partial<Record<LeadStatus, number>>>;
  /** A counter per key in the store: `points` a window of `seconds`. */
  rateLimiter(points: number, seconds: number): RateLimiterAbstract;
  /** Checks the store can take a write. */
  probe(): Promise<void>;
  close(): Promise<void>;
};

const leadColumns = [
  'id',
  'kind',
  'email',
  'payload',
  'attribution',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'created_at',
  'settled_at',
  'upstream_reply',
] as const;

type LeadRow = Pick<Selectable<LeadsTable>, (typeof leadColumns)[number]>;

function leadFromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    ...(row.attribution ? { attribution: JSON.parse(row.attribution) as LeadAttribution } : {}),
    status: row.status,
    attempts: row.attempts,
    ...(row.last_error ? { lastError: row.last_error } : {}),
    ...(row.next_attempt_at === null ? {} : { nextAttemptAt: row.next_attempt_at }),
    createdAt: row.created_at,
    ...(row.settled_at ? { settledAt: row.settled_at } : {}),
    ...(row.upstream_reply
      ? { upstreamReply: JSON.parse(row.upstream_reply) as UpstreamRecord }
      : {}),
  };
}

/** The columns a settlement writes, besides the attempt it counts and the claim it ends. */
function settledColumns(settlement: Settlement) {
  switch (settlement.status) {
    case 'delivered':
      return { status: 'delivered', settled_at: settlement.at, next_attempt_at: null } as const;
    case 'rejected':
      return {
        status: 'rejected',
        settled_at: settlement.at,
        next_attempt_at: null,
        upstream_reply: JSON.stringify(settlement.reply),
      } as const;
    case 'pending':
      return { last_error: settlement.error, next_attempt_at: settlement.nextAttemptAt } as const;
    case 'failed':
      return {
        status: 'failed',
        settled_at: settlement.at,
        last_error: settlement.error,
        next_attempt_at: null,
      } as const;
  }
}

/** The lead store over an open database (sqlite-database.ts or postgres-database.ts). */
export function leadStoreOn(database: StoreDatabase): LeadStore {
  const { db, dialect } = database;
  const sameEmail = (email: string) => sql<boolean>`lower(email) = lower(${email})`;

  return {
    name: dialect,

    async insert(lead, leaseUntil) {
      const claim =
        lead.status === 'pending' && leaseUntil !== undefined
          ? { id: lead.id, token: randomUUID(), until: leaseUntil }
          : undefined;
      await db
        .insertInto('leads')
        .values({
          id: lead.id,
          kind: lead.kind,
          email: lead.email,
          payload: JSON.stringify(lead.payload),
          attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
          status: lead.status,
          next_attempt_at: lead.nextAttemptAt ?? null,
          lease_until: claim?.until ?? null,
          lease_token: claim?.token ?? null,
          created_at: lead.createdAt,
        })
        .execute();
      return claim;
    },

    async claimNext(now, leaseUntil) {
      const due = db
        .selectFrom('leads')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(1);
      // A read first: with nothing due (most looks) no write lock is asked for, so an outbox
      // looking every few seconds never waits on another writer of a SQLite file.
      if (!(await due.executeTakeFirst())) return undefined;
      const token = randomUUID();
      const row = await db
        .updateTable('leads')
        .set({ lease_until: leaseUntil, lease_token: token })
        // Another instance claiming at the same moment takes another row, never this one.
        // SQLite needs no such clause: a write statement holds the whole file.
        .where(
          'id',
          '=',
          due.$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .returning(leadColumns)
        .executeTakeFirst();
      return row && { ...leadFromRow(row), claim: { id: row.id, token, until: leaseUntil } };
    },

    async holds(claim, until) {
      const row = await db
        .selectFrom('leads')
        .select('id')
        .where('id', '=', claim.id)
        .where('lease_token', '=', claim.token)
        .where('status', '=', 'pending')
        .where('lease_until', '>=', until)
        .executeTakeFirst();
      return row !== undefined;
    },

    async settle(claim, settlement) {
      const result = await db
        .updateTable('leads')
        .set((eb) => ({
          ...settledColumns(settlement),
          attempts: eb('attempts', '+', 1),
          lease_until: null,
          lease_token: null,
        }))
        .where('id', '=', claim.id)
        .where('lease_token', '=', claim.token)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async list(status) {
      const rows = await db
        .selectFrom('leads')
        .select(leadColumns)
        .$if(status !== undefined, (query) => query.where('status', '=', status!))
        .orderBy('seq', 'desc')
        .execute();
      return rows.map(leadFromRow);
    },

    async stats(rejectedSince) {
      const pending = await db
        .selectFrom('leads')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const rejected = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'rejected')
        .where('settled_at', '>=', rejectedSince)
        .executeTakeFirstOrThrow();
      return {
        pending: Number(pending.count),
        ...(pending.oldest ? { oldestPendingCreatedAt: pending.oldest } : {}),
        rejected: Number(rejected.count),
      };
    },

    async forget(email, now) {
      const removed = await db
        .deleteFrom('leads')
        .where(sameEmail(email))
        .returning(['status', 'lease_until'])
        .execute();
      const claimed = removed.filter(
        (row) => row.status === 'pending' && row.lease_until !== null && row.lease_until >= now,
      ).length;
      if (removed.length === 0) return { removed: 0, claimed: 0 };
      return { removed: removed.length, claimed, files: await database.scrubDeleted() };
    },

    async deleteSettledBefore(before) {
      const result = await db
        .deleteFrom('leads')
        .where('status', 'in', ['delivered', 'rejected'])
        .where('settled_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async purgeCreatedBefore(before) {
      const removed = await db
        .deleteFrom('leads')
        .where('status', '!=', 'pending')
        .where('created_at', '<', before)
        .returning('status')
        .execute();
      const counts: Partial<Record<LeadStatus, number>> = {};
      for (const { status } of removed) counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    },

    rateLimiter: database.rateLimiter,
    probe: database.probe,
    close: database.close,
  };
}
