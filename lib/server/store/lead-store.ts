import { sql, type ExpressionBuilder, type RawBuilder, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import {
  destinations,
  type Destination,
  type DeliveryStatus,
  type LeadStatus,
  type StoreSchema,
} from './schema';
import { parsed, withoutNulls, type StoreDatabase } from './store-database';
import { deleteOrphanDeliveries, erasureStoreOn, type ErasureNotice } from './erasure-store';

export type { Destination, DeliveryStatus, LeadKind, LeadStatus } from './schema';
export { leadStatuses } from './schema';
export type { ErasureNotice, ErasureRecord } from './erasure-store';

/** A destination's answer to a lead it refused, kept with the delivery. */
export type RefusalRecord = { status: number; body: Record<string, unknown> };

/** A lead as it was submitted: what every destination is sent. */
export type SubmittedLead = ReturnType<typeof submittedLead>;
/** One lead's delivery to one destination. */
export type Delivery = ReturnType<typeof delivery>;
/** A lead as `list` gives it: with its status and its deliveries, in the order of `destinations`. */
export type Lead = Awaited<ReturnType<LeadStore['list']>>[number];

/** What the outbox sends: a lead, or the notice that tells a destination of an erasure. */
export type OutboxItem = SubmittedLead | ErasureNotice;

/** A lead to store, and the destinations it goes to (none: it is kept). */
export type NewLead = SubmittedLead & { destinations: readonly Destination[] };

/**
 * The right to deliver one lead to one destination once: its holder alone may change that
 * delivery, until `until`.
 */
export type Claim = { leadId: string; destination: Destination; token: string; until: number };
/** A pending delivery, claimed, with what it sends: a lead, or an erasure's notice. */
export type ClaimedDelivery = NonNullable<Awaited<ReturnType<LeadStore['claimNext']>>>;

/** What one attempt came to, written only by the claim's holder, only to a pending delivery. */
export type Settlement =
  | { status: 'delivered'; at: string }
  | { status: 'rejected'; at: string; reply: RefusalRecord }
  | { status: 'pending'; error: string; nextAttemptAt: number }
  | { status: 'failed'; at: string; error: string };

/**
 * The lead store, the outbox and the per-client rate limit: SQLite under DATA_DIR for one
 * server, PostgreSQL (DATABASE_URL) for any number of them. Each statement is written once, for
 * both. Every method may reject when the store cannot be reached or written.
 */
export type LeadStore = ReturnType<typeof leadStoreOn>;

type Row<Table extends keyof StoreSchema> = Selectable<StoreSchema[Table]>;

function submittedLead(row: Row<'leads'>) {
  const { noticeVersion: version, noticePublishedOn: publishedOn } = row;
  return withoutNulls({
    id: row.id,
    kind: row.kind,
    email: row.email,
    /** The submission as the shared schema accepted it, without its attribution. */
    payload: parsed<Record<string, unknown>>(row.payload)!,
    attribution: parsed<LeadAttribution>(row.attribution),
    createdAt: row.createdAt,
    /** The privacy notice the visitor was shown (content/privacy-notice.ts); absent before it had one. */
    notice: version === null || !publishedOn ? null : { version, publishedOn },
  });
}

/** A delivery as the operator reads it: without its claim, its refusal parsed. */
const delivery = (row: Row<'deliveries'>) =>
  withoutNulls({
    destination: row.destination,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    /** When the next attempt is due (ms since the epoch). */
    nextAttemptAt: row.nextAttemptAt,
    settledAt: row.settledAt,
    reply: parsed<RefusalRecord>(row.reply),
  });

/** The columns a settlement writes, besides the attempt it counts and the claim it ends. */
function settledColumns(settlement: Settlement) {
  if (settlement.status === 'pending') {
    return { lastError: settlement.error, nextAttemptAt: settlement.nextAttemptAt };
  }
  return {
    status: settlement.status,
    settledAt: settlement.at,
    nextAttemptAt: null,
    ...(settlement.status === 'rejected' ? { reply: JSON.stringify(settlement.reply) } : {}),
    ...(settlement.status === 'failed' ? { lastError: settlement.error } : {}),
  };
}

/** Deliveries of the lead of the row in hand (leads.id), of the statuses given or any. */
function deliveriesOfLead(statuses?: DeliveryStatus[], settledSince?: string) {
  return sql<boolean>`EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = leads.id${
    statuses ? sql` AND d.status IN (${sql.join(statuses)})` : sql``
  }${settledSince ? sql` AND d.settled_at >= ${settledSince}` : sql``})`;
}

/**
 * A lead's status, worked out from its deliveries where it is read, so that writing a delivery's
 * outcome is one statement with nothing else to keep in step: kept with none, pending while one
 * is, then the worst outcome first (failed, rejected, delivered).
 */
const leadStatus = sql<LeadStatus>`(CASE WHEN NOT ${deliveriesOfLead()} THEN 'kept'
  WHEN ${deliveriesOfLead(['pending'])} THEN 'pending'
  WHEN ${deliveriesOfLead(['failed'])} THEN 'failed'
  WHEN ${deliveriesOfLead(['rejected'])} THEN 'rejected'
  ELSE 'delivered' END)`;

/** When a settled lead's last delivery settled (the retention counts from then); else null. */
const leadSettledAt = sql<string | null>`(CASE
  WHEN ${deliveriesOfLead(['pending'])} OR NOT ${deliveriesOfLead()} THEN NULL
  ELSE (SELECT max(d.settled_at) FROM deliveries d WHERE d.lead_id = leads.id) END)`;

/** The delivery a claim holds, while it is pending. */
const heldBy =
  ({ leadId, destination, token }: Claim) =>
  (eb: ExpressionBuilder<StoreSchema, 'deliveries'>) =>
    eb.and({ leadId, destination, leaseToken: token, status: 'pending' });

/** The lead store over an open database (sqlite-database.ts or postgres-database.ts). */
export function leadStoreOn(database: StoreDatabase) {
  const { db, dialect } = database;
  const erasures = erasureStoreOn(database);
  /**
   * Deletes the leads the filter picks, with their deliveries, then scrubs the files. A delivered
   * delivery stays, under the keyed hash of its lead's address: the record of a copy handed on,
   * which a later erasure tells (erasure-store.ts).
   */
  async function deleteLeads(where: RawBuilder<boolean>) {
    const doomed = await db.selectFrom('leads').select(['id', 'email']).where(where).execute();
    if (doomed.length === 0) return [];
    const ids = doomed.map((lead) => lead.id);
    const handed = await Promise.all(
      doomed.map(async ({ id, email }) =>
        db
          .updateTable('deliveries')
          .set({ addressHash: await erasures.addressHash(email) })
          .where((eb) => eb.and({ leadId: id, status: 'delivered' }))
          .compile(),
      ),
    );
    const results = await database.atomically([
      ...handed,
      db
        .deleteFrom('leads')
        .where('id', 'in', ids)
        .where(where)
        .returning(leadStatus.as('status'))
        .compile(),
      deleteOrphanDeliveries(db),
    ]);
    const statuses = (results.at(-2)!.rows as { status: LeadStatus }[]).map((row) => row.status);
    if (statuses.length > 0) await database.scrubDeleted();
    return statuses;
  }
  /** The leads of one status, or all. */
  const leadsOf = (status?: LeadStatus) =>
    db
      .selectFrom('leads')
      .$if(status !== undefined, (query) => query.where(leadStatus, '=', status!));

  return {
    ...erasures,
    name: dialect,

    /**
     * Written before anything else happens to a submission, with a pending delivery for each of
     * its destinations, each due now. Given `leaseUntil`, they come back claimed by the caller.
     */
    async insert(lead: NewLead, leaseUntil?: number): Promise<Claim[]> {
      const claims = lead.destinations.map((destination) => ({
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
        attribution: lead.attribution && JSON.stringify(lead.attribution),
        createdAt: lead.createdAt,
        noticeVersion: lead.notice?.version,
        noticePublishedOn: lead.notice?.publishedOn,
      });
      const deliveries = claims.map(({ destination, token }) => ({
        leadId: lead.id,
        destination,
        status: 'pending' as const,
        nextAttemptAt: Date.parse(lead.createdAt),
        leaseUntil: leaseUntil ?? null,
        leaseToken: leaseUntil === undefined ? null : token,
      }));
      await database.atomically(
        claims.length === 0
          ? [leadRow.compile()]
          : dialect === 'postgres'
            ? // One statement, so one round trip instead of four (BEGIN, two inserts, COMMIT):
              // PostgreSQL runs a data-modifying WITH whole, in the statement's transaction.
              [
                db
                  .with('lead', () => leadRow)
                  .insertInto('deliveries')
                  .values(deliveries)
                  .compile(),
              ]
            : [leadRow.compile(), db.insertInto('deliveries').values(deliveries).compile()],
      );
      return leaseUntil === undefined ? [] : claims;
    },
    /** Claims the longest-due pending delivery to one of `to` that no one holds, until `leaseUntil`. */
    async claimNext(now: number, leaseUntil: number, to: readonly Destination[]) {
      if (to.length === 0) return undefined;
      const due = db
        .selectFrom('deliveries')
        .select('seq')
        .where('status', '=', 'pending')
        .where('destination', 'in', to)
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
        .orderBy('nextAttemptAt')
        .limit(1);
      // A read first: with nothing due (most looks) no write lock is asked for, so an outbox
      // looking every few seconds never waits on another writer of a SQLite file.
      if (!(await due.executeTakeFirst())) return undefined;
      const token: string = randomUUID();
      const claimed = await db
        .updateTable('deliveries')
        .set({ leaseUntil, leaseToken: token })
        // Another instance claiming at the same moment takes another row, never this one.
        // SQLite needs no such clause: a write statement holds the whole file.
        .where(
          'seq',
          '=',
          due.$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .returning(['leadId', 'destination', 'attempts'])
        .executeTakeFirst();
      if (!claimed) return undefined;
      const { leadId, destination, attempts } = claimed;
      const row = await db
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', leadId)
        .executeTakeFirst();
      // Not a lead: an erasure's notice; or a lead forgotten between the two statements, whose
      // delivery went with it.
      const lead = row ? submittedLead(row) : await erasures.erasureNotice(leadId);
      return (
        lead && {
          lead,
          destination,
          attempts,
          claim: { leadId, destination, token, until: leaseUntil },
        }
      );
    },

    /** Whether the claim still holds, pending and until at least `until`: sent only then. */
    async isClaimHeld(claim: Claim, until: number): Promise<boolean> {
      const held = db.selectFrom('deliveries').select('seq').where(heldBy(claim));
      return (await held.where('leaseUntil', '>=', until).executeTakeFirst()) !== undefined;
    },

    /** Applies one attempt's outcome; false when the claim no longer holds (nothing changes). */
    async settle(claim: Claim, settlement: Settlement): Promise<boolean> {
      const result = await database.writeOutcome(
        db
          .updateTable('deliveries')
          .set((eb) => ({
            ...settledColumns(settlement),
            attempts: eb('attempts', '+', 1),
            leaseUntil: null,
            leaseToken: null,
          }))
          .where(heldBy(claim))
          .compile(),
      );
      return (result.numAffectedRows ?? 0n) > 0n;
    },

    /** The leads, newest first, each with its deliveries (in the order of `destinations`). */
    async list(status?: LeadStatus) {
      const leads = await leadsOf(status)
        .selectAll()
        .select([leadStatus.as('status'), leadSettledAt.as('settledAt')])
        .orderBy('seq', 'desc')
        .execute();
      const deliveries = await db
        .selectFrom('deliveries')
        .selectAll()
        .where('leadId', 'in', leadsOf(status).select('id'))
        .execute();
      const order = (row: Row<'deliveries'>) => destinations.indexOf(row.destination);
      deliveries.sort((a, b) => order(a) - order(b));
      return leads.map((row) => ({
        ...submittedLead(row),
        ...withoutNulls({
          status: row.status,
          settledAt: row.settledAt,
          consentWithdrawn: parsed<Record<string, string>>(row.consentWithdrawn),
        }),
        deliveries: deliveries.filter(({ leadId }) => leadId === row.id).map(delivery),
      }));
    },

    /**
     * The counts of the health check, of leads only (an erasure's notices count under the
     * erasures): pending leads and the oldest one's creation; leads a destination refused since
     * `rejectedSince`; leads kept (no destination); leads with a failed or rejected delivery, still
     * stored (nobody may have seen them); and each destination that has pending deliveries.
     */
    async stats(rejectedSince: string) {
      const count = (where: RawBuilder<boolean>) => sql<number>`count(*) FILTER (WHERE ${where})`;
      const pending = deliveriesOfLead(['pending']);
      const oldestPending = sql<string | null>`min(created_at) FILTER (WHERE ${pending})`;
      const counts = await db
        .selectFrom('leads')
        .select([
          count(pending).as('pending'),
          oldestPending.as('oldestPendingCreatedAt'),
          count(deliveriesOfLead(['rejected'], rejectedSince)).as('rejected'),
          count(sql`NOT ${deliveriesOfLead()}`).as('kept'),
          count(deliveriesOfLead(['failed', 'rejected'])).as('failed'),
        ])
        .executeTakeFirstOrThrow();
      const backlog = await db
        .selectFrom('deliveries')
        .innerJoin('leads', 'leads.id', 'deliveries.leadId')
        .select((eb) => [
          'deliveries.destination',
          eb.fn.countAll<number>().as('pending'),
          eb.fn.min('leads.createdAt').as('oldestPendingCreatedAt'),
        ])
        .where('deliveries.status', '=', 'pending')
        .groupBy('deliveries.destination')
        .execute();
      return {
        ...withoutNulls(counts),
        destinations: Object.fromEntries(
          backlog.map(({ destination, ...pending }) => [destination, withoutNulls(pending)]),
        ) as Partial<Record<Destination, { pending: number; oldestPendingCreatedAt?: string }>>,
      };
    },

    /**
     * Retention: deletes delivered and rejected leads settled before `before`, then clears what the
     * files still hold of them (`scrubDeleted`); resolves with how many.
     */
    deleteSettledBefore: async (before: string): Promise<number> =>
      (
        await deleteLeads(
          sql`${leadStatus} IN ('delivered', 'rejected') AND ${leadSettledAt} < ${before}`,
        )
      ).length,

    /**
     * The operator's purge: deletes every lead created before `before` but the pending ones, then
     * clears what the files still hold of them; resolves with the count of each status.
     */
    async purgeCreatedBefore(before: string) {
      const counts: Partial<Record<LeadStatus, number>> = {};
      for (const status of await deleteLeads(
        sql`${leadStatus} <> 'pending' AND created_at < ${before}`,
      )) {
        counts[status] = (counts[status] ?? 0) + 1;
      }
      return counts;
    },

    /** A counter per key in the store: `points` a window of `seconds`. */
    rateLimiter: database.rateLimiter,
    close: database.close,
  };
}
