import { sql, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import type {
  DeliveriesTable,
  Destination,
  DeliveryStatus,
  Dialect,
  LeadKind,
  LeadStatus,
  LeadsTable,
} from './schema';
import type { StoreDatabase } from './store-database';
import { erasureStoreOn, type ErasureNotice, type ErasureStore } from './erasure-store';

export type { Destination, DeliveryStatus, LeadKind, LeadStatus } from './schema';
export { leadStatuses } from './schema';
export type { ErasureNotice, ErasureRecord, ErasureStats, ForgetReport } from './erasure-store';

/** The privacy notice a lead was given under (content/privacy-notice.ts). */
export type NoticeVersion = { version: number; publishedOn: string };

/** A destination's answer to a lead it refused, kept with the delivery. */
export type RefusalRecord = { status: number; body: Record<string, unknown> };

/** One lead's delivery to one destination. */
export type Delivery = {
  destination: Destination;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  /** When the next attempt is due (ms since the epoch). */
  nextAttemptAt?: number;
  settledAt?: string;
  reply?: RefusalRecord;
};

/** A lead as it was submitted: what every destination is sent. */
export type SubmittedLead = {
  id: string;
  kind: LeadKind;
  email: string;
  /** The submission as the shared schema accepted it, without its attribution. */
  payload: Record<string, unknown>;
  attribution?: LeadAttribution;
  createdAt: string;
  /** The notice the visitor was shown; absent on leads stored before the site had one. */
  notice?: NoticeVersion;
};

/** What the outbox sends: a lead, or the notice that tells a destination of an erasure. */
export type OutboxItem = SubmittedLead | ErasureNotice;

export type Lead = SubmittedLead & {
  status: LeadStatus;
  settledAt?: string;
  /** One per destination configured when it came, in the order of `destinations`. */
  deliveries: Delivery[];
};

/** A lead to store, and the destinations it goes to (none: it is kept). */
export type NewLead = SubmittedLead & { destinations: readonly Destination[] };

/**
 * The right to deliver one lead to one destination once: its holder alone may change that
 * delivery, until `until`.
 */
export type Claim = { leadId: string; destination: Destination; token: string; until: number };
export type ClaimedDelivery = {
  /** The lead, or the erasure notice, to send. */
  lead: OutboxItem;
  destination: Destination;
  /** Attempts made before this one. */
  attempts: number;
  claim: Claim;
};

/** What one attempt came to, written only by the claim's holder, only to a pending delivery. */
export type Settlement =
  | { status: 'delivered'; at: string }
  | { status: 'rejected'; at: string; reply: RefusalRecord }
  | { status: 'pending'; error: string; nextAttemptAt: number }
  | { status: 'failed'; at: string; error: string };

export type DestinationBacklog = { pending: number; oldestPendingCreatedAt?: string };

export type LeadStats = {
  /** Leads with a delivery still pending, and the oldest one's creation. */
  pending: number;
  oldestPendingCreatedAt?: string;
  /** Leads a destination refused since the time asked about. */
  rejected: number;
  /** Leads stored with no destination. */
  kept: number;
  /** Leads with a failed or rejected delivery, still in the store: nobody may have seen them. */
  failed: number;
  /** Each destination that has or had deliveries: its pending ones, and the oldest lead's age. */
  destinations: Partial<Record<Destination, DestinationBacklog>>;
};

/**
 * The lead store, the outbox and the per-client rate limit: SQLite under DATA_DIR for one
 * server, PostgreSQL (DATABASE_URL) for any number of them. Each statement is written once, for
 * both. Every method may reject when the store cannot be reached or written.
 */
export type LeadStore = ErasureStore & {
  readonly name: Dialect;
  /**
   * Written before anything else happens to a submission, with a pending delivery for each of
   * its destinations, each due now. Given `leaseUntil`, they come back claimed by the caller.
   */
  insert(lead: NewLead, leaseUntil?: number): Promise<Claim[]>;
  /** Claims the longest-due pending delivery to one of `to` that no one holds, until `leaseUntil`. */
  claimNext(
    now: number,
    leaseUntil: number,
    to: readonly Destination[],
  ): Promise<ClaimedDelivery | undefined>;
  /** Whether the claim still holds, pending and until at least `until`: sent only then. */
  isClaimHeld(claim: Claim, until: number): Promise<boolean>;
  /**
   * Applies one attempt's outcome, and the lead's status that follows from all its deliveries;
   * false when the claim no longer holds (nothing changes).
   */
  settle(claim: Claim, settlement: Settlement): Promise<boolean>;
  list(status?: LeadStatus): Promise<Lead[]>;
  /** The counts of the health check; `rejectedSince` bounds the rejected count. */
  stats(rejectedSince: string): Promise<LeadStats>;
  /**
   * Retention: deletes delivered and rejected leads settled before `before`, then clears what the
   * files still hold of them (`scrubDeleted`).
   */
  deleteSettledBefore(before: string): Promise<number>;
  /**
   * The operator's purge: deletes every lead created before `before` but the pending ones, then
   * clears what the files still hold of them.
   */
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
  'created_at',
  'notice_version',
  'notice_published_on',
] as const;
type LeadRow = Pick<Selectable<LeadsTable>, (typeof leadColumns)[number]>;

const deliveryColumns = [
  'lead_id',
  'destination',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'reply',
  'settled_at',
] as const;
type DeliveryRow = Pick<Selectable<DeliveriesTable>, (typeof deliveryColumns)[number]>;

function submittedLeadFromRow(row: LeadRow): SubmittedLead {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    ...(row.attribution ? { attribution: JSON.parse(row.attribution) as LeadAttribution } : {}),
    createdAt: row.created_at,
    ...(row.notice_version !== null && row.notice_published_on
      ? { notice: { version: row.notice_version, publishedOn: row.notice_published_on } }
      : {}),
  };
}

function deliveryFromRow(row: DeliveryRow): Delivery {
  return {
    destination: row.destination,
    status: row.status,
    attempts: row.attempts,
    ...(row.last_error ? { lastError: row.last_error } : {}),
    ...(row.next_attempt_at === null ? {} : { nextAttemptAt: row.next_attempt_at }),
    ...(row.settled_at ? { settledAt: row.settled_at } : {}),
    ...(row.reply ? { reply: JSON.parse(row.reply) as RefusalRecord } : {}),
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
        reply: JSON.stringify(settlement.reply),
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

/** The order deliveries are listed in: the order of `destinations`. */
const destinationOrder = sql<number>`CASE destination WHEN 'upstream' THEN 0 WHEN 'email' THEN 1 ELSE 2 END`;

/** Deliveries of the lead of the row in hand (leads.id), of one status or any. */
function deliveriesOfLead(status?: DeliveryStatus) {
  return status
    ? sql`EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = leads.id AND d.status = ${status})`
    : sql`EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = leads.id)`;
}

/**
 * A lead's status, worked out from its deliveries where it is read, so that writing a delivery's
 * outcome is one statement with nothing else to keep in step: kept with none, pending while one
 * is, then the worst outcome first (failed, rejected, delivered).
 */
const leadStatus = sql<LeadStatus>`(CASE WHEN NOT ${deliveriesOfLead()} THEN 'kept'
  WHEN ${deliveriesOfLead('pending')} THEN 'pending'
  WHEN ${deliveriesOfLead('failed')} THEN 'failed'
  WHEN ${deliveriesOfLead('rejected')} THEN 'rejected'
  ELSE 'delivered' END)`;

/** When a settled lead's last delivery settled (the retention counts from then); else null. */
const leadSettledAt = sql<string | null>`(CASE
  WHEN ${deliveriesOfLead('pending')} OR NOT ${deliveriesOfLead()} THEN NULL
  ELSE (SELECT max(d.settled_at) FROM deliveries d WHERE d.lead_id = leads.id) END)`;

/** The lead store over an open database (sqlite-database.ts or postgres-database.ts). */
export function leadStoreOn(database: StoreDatabase): LeadStore {
  const { db, dialect } = database;
  const erasures = erasureStoreOn(database);
  /** The deliveries whose lead was just deleted, in the same transaction (not an erasure's notices). */
  const deleteOrphanDeliveries = () =>
    db
      .deleteFrom('deliveries')
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM leads WHERE leads.id = deliveries.lead_id)`)
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM erasures WHERE erasures.id = deliveries.lead_id)`,
      )
      .compile();

  return {
    ...erasures,
    name: dialect,

    async insert(lead, leaseUntil) {
      const now = Date.parse(lead.createdAt);
      const claims: Claim[] = lead.destinations.map((destination) => ({
        leadId: lead.id,
        destination,
        token: randomUUID(),
        until: leaseUntil ?? 0,
      }));
      const leadRow = db.insertInto('leads').values({
        id: lead.id,
        kind: lead.kind,
        email: lead.email,
        payload: JSON.stringify(lead.payload),
        attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
        created_at: lead.createdAt,
        notice_version: lead.notice?.version ?? null,
        notice_published_on: lead.notice?.publishedOn ?? null,
      });
      const deliveryRows = claims.map((claim) => ({
        lead_id: lead.id,
        destination: claim.destination,
        status: 'pending' as const,
        next_attempt_at: now,
        lease_until: leaseUntil ?? null,
        lease_token: leaseUntil === undefined ? null : claim.token,
      }));
      const statements =
        claims.length === 0
          ? [leadRow.compile()]
          : dialect === 'postgres'
            ? // One statement, so one round trip instead of four (BEGIN, two inserts, COMMIT):
              // PostgreSQL runs a data-modifying WITH whole, in the statement's transaction.
              [
                db
                  .with('lead', () => leadRow)
                  .insertInto('deliveries')
                  .values(deliveryRows)
                  .compile(),
              ]
            : [leadRow.compile(), db.insertInto('deliveries').values(deliveryRows).compile()];
      await database.atomically(statements);
      return leaseUntil === undefined ? [] : claims;
    },

    async claimNext(now, leaseUntil, to) {
      if (to.length === 0) return undefined;
      const due = db
        .selectFrom('deliveries')
        .select('seq')
        .where('status', '=', 'pending')
        .where('destination', 'in', to)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(1);
      // A read first: with nothing due (most looks) no write lock is asked for, so an outbox
      // looking every few seconds never waits on another writer of a SQLite file.
      if (!(await due.executeTakeFirst())) return undefined;
      const token = randomUUID();
      const claimed = await db
        .updateTable('deliveries')
        .set({ lease_until: leaseUntil, lease_token: token })
        // Another instance claiming at the same moment takes another row, never this one.
        // SQLite needs no such clause: a write statement holds the whole file.
        .where(
          'seq',
          '=',
          due.$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .returning(['lead_id', 'destination', 'attempts'])
        .executeTakeFirst();
      if (!claimed) return undefined;
      const row = await db
        .selectFrom('leads')
        .select(leadColumns)
        .where('id', '=', claimed.lead_id)
        .executeTakeFirst();
      // Not a lead: an erasure's notice; or a lead forgotten between the two statements, whose
      // delivery went with it.
      const item = row ? submittedLeadFromRow(row) : await erasures.erasureNotice(claimed.lead_id);
      if (!item) return undefined;
      return {
        lead: item,
        destination: claimed.destination,
        attempts: claimed.attempts,
        claim: {
          leadId: claimed.lead_id,
          destination: claimed.destination,
          token,
          until: leaseUntil,
        },
      };
    },

    async isClaimHeld(claim, until) {
      const row = await db
        .selectFrom('deliveries')
        .select('seq')
        .where('lead_id', '=', claim.leadId)
        .where('destination', '=', claim.destination)
        .where('lease_token', '=', claim.token)
        .where('status', '=', 'pending')
        .where('lease_until', '>=', until)
        .executeTakeFirst();
      return row !== undefined;
    },

    async settle(claim, settlement) {
      const result = await database.writeOutcome(
        db
          .updateTable('deliveries')
          .set((eb) => ({
            ...settledColumns(settlement),
            attempts: eb('attempts', '+', 1),
            lease_until: null,
            lease_token: null,
          }))
          .where('lead_id', '=', claim.leadId)
          .where('destination', '=', claim.destination)
          .where('lease_token', '=', claim.token)
          .where('status', '=', 'pending')
          .compile(),
      );
      return (result.numAffectedRows ?? 0n) > 0n;
    },

    async list(status) {
      const leads = await db
        .selectFrom('leads')
        .select([...leadColumns, leadStatus.as('status'), leadSettledAt.as('settled_at')])
        .$if(status !== undefined, (query) => query.where(leadStatus, '=', status!))
        .orderBy('seq', 'desc')
        .execute();
      const deliveries = await db
        .selectFrom('deliveries')
        .select(deliveryColumns)
        .$if(status !== undefined, (query) =>
          query.where(
            'lead_id',
            'in',
            db.selectFrom('leads').select('id').where(leadStatus, '=', status!),
          ),
        )
        .orderBy(destinationOrder)
        .execute();
      const byLead = new Map<string, Delivery[]>();
      for (const row of deliveries) {
        const list = byLead.get(row.lead_id) ?? [];
        list.push(deliveryFromRow(row));
        byLead.set(row.lead_id, list);
      }
      return leads.map((row) => ({
        ...submittedLeadFromRow(row),
        status: row.status,
        ...(row.settled_at ? { settledAt: row.settled_at } : {}),
        deliveries: byLead.get(row.id) ?? [],
      }));
    },

    async stats(rejectedSince) {
      const pending = await db
        .selectFrom('deliveries')
        .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
        .select((eb) => [
          eb.fn.count<number>('deliveries.lead_id').distinct().as('count'),
          eb.fn.min('leads.created_at').as('oldest'),
        ])
        .where('deliveries.status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const kept = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(sql<boolean>`NOT ${deliveriesOfLead()}`)
        .executeTakeFirstOrThrow();
      // Of leads only: an erasure's notices count under the erasures, not here.
      const leadsWith = (statuses: DeliveryStatus[], settledSince?: string) =>
        db
          .selectFrom('deliveries')
          .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
          .select((eb) => eb.fn.count<number>('deliveries.lead_id').distinct().as('count'))
          .where('deliveries.status', 'in', statuses)
          .$if(settledSince !== undefined, (query) =>
            query.where('deliveries.settled_at', '>=', settledSince!),
          )
          .executeTakeFirstOrThrow();
      const rejected = await leadsWith(['rejected'], rejectedSince);
      const failed = await leadsWith(['failed', 'rejected']);
      const backlog = await db
        .selectFrom('deliveries')
        .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
        .select((eb) => [
          'deliveries.destination',
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('leads.created_at').as('oldest'),
        ])
        .where('deliveries.status', '=', 'pending')
        .groupBy('deliveries.destination')
        .execute();
      return {
        pending: Number(pending.count),
        ...(pending.oldest ? { oldestPendingCreatedAt: String(pending.oldest) } : {}),
        rejected: Number(rejected.count),
        kept: Number(kept.count),
        failed: Number(failed.count),
        destinations: Object.fromEntries(
          backlog.map((row) => [
            row.destination,
            {
              pending: Number(row.count),
              ...(row.oldest ? { oldestPendingCreatedAt: String(row.oldest) } : {}),
            },
          ]),
        ),
      };
    },

    async deleteSettledBefore(before) {
      const [leads] = await database.atomically([
        db
          .deleteFrom('leads')
          .where(leadStatus, 'in', ['delivered', 'rejected'])
          .where(leadSettledAt, '<', before)
          .compile(),
        deleteOrphanDeliveries(),
      ]);
      const deleted = Number(leads?.numAffectedRows ?? 0n);
      if (deleted > 0) await database.scrubDeleted();
      return deleted;
    },

    async purgeCreatedBefore(before) {
      const [leads] = await database.atomically([
        db
          .deleteFrom('leads')
          .where(leadStatus, '!=', 'pending')
          .where('created_at', '<', before)
          .returning(leadStatus.as('status'))
          .compile(),
        deleteOrphanDeliveries(),
      ]);
      const counts: Partial<Record<LeadStatus, number>> = {};
      for (const { status } of (leads?.rows ?? []) as { status: LeadStatus }[]) {
        counts[status] = (counts[status] ?? 0) + 1;
      }
      if ((leads?.rows.length ?? 0) > 0) await database.scrubDeleted();
      return counts;
    },

    rateLimiter: database.rateLimiter,
    probe: database.probe,
    close: database.close,
  };
}
