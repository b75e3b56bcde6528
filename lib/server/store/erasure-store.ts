import { sql } from 'kysely';
import { createHmac, randomUUID } from 'node:crypto';
import type { Destination, ErasureState } from './schema';
import type { StoreDatabase } from './store-database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the record of an erasure (without the address) is kept: one year. */
export const ERASURE_RECORD_DAYS = 365;

/**
 * How long a confirmed erasure may take before the hourly tidy-up finishes it: the request that
 * confirmed it erases at once, and only a crash in between leaves one confirmed.
 */
const FINISH_WITHIN_MS = 5 * 60 * 1000;

/** The notice that tells a destination to delete the leads of an erased address. */
export type ErasureNotice = {
  /** The erasure's id: the notice's key on every attempt. */
  id: string;
  kind: 'erasure';
  email: string;
  leadIds: string[];
  /** The destinations the leads had been stored for, the upstream among them if it was. */
  handedTo: Destination[];
  /** When the leads were erased. */
  createdAt: string;
};

/** One request to erase, or the record of an erasure, as the operator reads it. */
export type ErasureRecord = Awaited<ReturnType<ErasureStore['erasures']>>[number];
export type ErasureStore = ReturnType<typeof erasureStoreOn>;

const destinationOrder: readonly Destination[] = ['upstream', 'email', 'webhook'];

/**
 * Who is told of an erasure: the email destination when the leads went by email or to the
 * upstream (sales deletes them from the CRM by hand), the webhook when they went there.
 */
export function noticeDestinations(handedTo: readonly Destination[]): Destination[] {
  return [
    ...(handedTo.includes('email') || handedTo.includes('upstream') ? ['email' as const] : []),
    ...(handedTo.includes('webhook') ? ['webhook' as const] : []),
  ];
}

function parseList<T>(json: string | null): T[] {
  return json ? (JSON.parse(json) as T[]) : [];
}

/**
 * The deliveries whose lead is gone (deleted in the same transaction), but not an erasure's
 * notices, which are keyed by the erasure's id.
 */
export function deleteOrphanDeliveries(db: StoreDatabase['db']) {
  return db
    .deleteFrom('deliveries')
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM leads WHERE leads.id = deliveries.lead_id)`)
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM erasures WHERE erasures.id = deliveries.lead_id)`)
    .compile();
}

/** The erasures of a store, over its open database: requests, erasures and their records. */
export function erasureStoreOn(database: StoreDatabase) {
  const { db } = database;
  let hashKey: Promise<string> | undefined;
  const key = () =>
    (hashKey ??= db
      .selectFrom('store_secrets')
      .select('value')
      .where('name', '=', 'erasure_hash_key')
      .executeTakeFirstOrThrow()
      .then((row) => row.value));
  /** A keyed hash of an address, the same on every instance of the store, for records and limits. */
  const addressHash = async (email: string) =>
    createHmac('sha256', await key())
      .update(email.trim().toLowerCase())
      .digest('base64url');
  /** The erasure whose notices have all settled: its address is no longer needed. */
  const releaseAddress = (id?: string) =>
    db
      .updateTable('erasures')
      .set({ email: null })
      .where('state', '=', 'erased')
      .where('email', 'is not', null)
      .$if(id !== undefined, (query) => query.where('id', '=', id!))
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = erasures.id AND d.status = 'pending')`,
      );
  /**
   * Erases every lead of an address (any case) with its deliveries, voids the claims on them,
   * clears what the files hold, records the erasure without the address, and queues a notice to
   * each destination the leads were stored for (the upstream's by email: it has no erase call).
   */
  async function forget(email: string, now: number, erasureId?: string) {
    const at = new Date(now).toISOString();
    const hash = await addressHash(email);
    const leadIds = (
      await db
        .selectFrom('leads')
        .select('id')
        .where(sql<boolean>`lower(email) = lower(${email})`)
        .orderBy('seq')
        .execute()
    ).map((lead) => lead.id);
    const deliveries =
      leadIds.length === 0
        ? []
        : await db.selectFrom('deliveries').selectAll().where('lead_id', 'in', leadIds).execute();
    const handedTo = destinationOrder.filter((destination) =>
      deliveries.some((delivery) => delivery.destination === destination),
    );
    const notices = noticeDestinations(handedTo);
    // The operator acting on requests recorded for them closes them: the oldest becomes the record.
    const openRequest =
      erasureId ??
      (
        await db
          .selectFrom('erasures')
          .select('id')
          .where('address_hash', '=', hash)
          .where('state', '=', 'awaiting_operator')
          .orderBy('seq')
          .executeTakeFirst()
      )?.id;
    const id = openRequest ?? randomUUID();
    const record = {
      state: 'erased' as const,
      email: notices.length > 0 ? email : null,
      token_hash: null,
      expires_at: null,
      erased_at: at,
      lead_ids: JSON.stringify(leadIds),
      lead_count: leadIds.length,
      handed_to: JSON.stringify(handedTo),
    };
    const noticeRows = notices.map((destination) => ({
      lead_id: id,
      destination,
      status: 'pending' as const,
      next_attempt_at: now,
    }));
    await database.atomically([
      ...(leadIds.length === 0
        ? []
        : [
            db.deleteFrom('deliveries').where('lead_id', 'in', leadIds).compile(),
            db.deleteFrom('leads').where('id', 'in', leadIds).compile(),
          ]),
      openRequest
        ? db.updateTable('erasures').set(record).where('id', '=', id).compile()
        : db
            .insertInto('erasures')
            .values({ id, address_hash: hash, requested_at: at, ...record })
            .compile(),
      db
        .deleteFrom('erasures')
        .where('address_hash', '=', hash)
        .where('state', '=', 'awaiting_operator')
        .where('id', '!=', id)
        .compile(),
      ...(notices.length === 0 ? [] : [db.insertInto('deliveries').values(noticeRows).compile()]),
    ]);
    const claimed = deliveries.filter(
      (row) => row.status === 'pending' && row.lease_until !== null && row.lease_until >= now,
    ).length;
    return {
      /** Leads of the address deleted. */
      removed: leadIds.length,
      /** Of their deliveries, those held by a claim at that moment: none of them is sent now. */
      claimed,
      /** The record of this erasure. */
      erasureId: id,
      /** The destinations the leads had been stored for: each is told, the upstream by email. */
      handedTo,
      /** The notices queued in the outbox, one per destination that is told. */
      notices,
      /** What was done to the store's files, in words. */
      ...(leadIds.length > 0 || openRequest ? { files: await database.scrubDeleted() } : {}),
    };
  }

  return {
    addressHash,
    forget,

    /**
     * A request to erase: with `link`, to be confirmed by the single-use link whose token's hash
     * is kept (not the token); without, recorded for the operator (`npm run leads`).
     */
    async requestErasure(
      email: string,
      now: number,
      link?: { tokenHash: string; expiresAt: number; locale: string },
    ) {
      await db
        .insertInto('erasures')
        .values({
          id: randomUUID(),
          address_hash: await addressHash(email),
          email,
          requested_at: new Date(now).toISOString(),
          ...(link
            ? {
                state: 'awaiting_confirmation',
                token_hash: link.tokenHash,
                expires_at: link.expiresAt,
                locale: link.locale,
              }
            : { state: 'awaiting_operator' }),
        })
        .execute();
    },

    /**
     * Uses a link's token once: the request it confirms (its id and address), or undefined when the
     * token is unknown, used or expired. A confirmed request is erased by `forget`.
     */
    async confirmErasure(tokenHash: string, now: number) {
      const row = await db
        .updateTable('erasures')
        .set({ state: 'confirmed', token_hash: null, expires_at: now + FINISH_WITHIN_MS })
        .where('token_hash', '=', tokenHash)
        .where('state', '=', 'awaiting_confirmation')
        .where('expires_at', '>', now)
        .returning(['id', 'email'])
        .executeTakeFirst();
      return row?.email ? { id: row.id, email: row.email } : undefined;
    },

    /** Once every notice of an erasure has settled, its address is dropped from the record. */
    async releaseErasedAddress(erasureId: string) {
      const result = await releaseAddress(erasureId).executeTakeFirst();
      if ((result.numUpdatedRows ?? 0n) > 0n) await database.scrubDeleted();
    },

    /**
     * Hourly: drops expired links with their addresses, finishes erasures a crash interrupted,
     * drops the addresses of erasures whose notices settled, and records older than a year.
     */
    async tidyErasures(now: number) {
      const interrupted = await db
        .selectFrom('erasures')
        .select(['id', 'email'])
        .where('state', '=', 'confirmed')
        .where('expires_at', '<', now)
        .execute();
      for (const { id, email } of interrupted) {
        if (email) await forget(email, now, id);
      }
      const recordsBefore = new Date(now - ERASURE_RECORD_DAYS * DAY_MS).toISOString();
      const results = await database.atomically([
        db
          .deleteFrom('erasures')
          .where('state', '=', 'awaiting_confirmation')
          .where('expires_at', '<=', now)
          .compile(),
        releaseAddress().compile(),
        db
          .deleteFrom('erasures')
          .where('state', '=', 'erased')
          .where('erased_at', '<', recordsBefore)
          .where('email', 'is', null)
          .compile(),
        deleteOrphanDeliveries(db),
      ]);
      if (results.some((result) => (result.numAffectedRows ?? 0n) > 0n)) {
        await database.scrubDeleted();
      }
    },

    /** Every request and record, newest first. */
    async erasures() {
      const rows = await db.selectFrom('erasures').selectAll().orderBy('seq', 'desc').execute();
      const notices =
        rows.length === 0
          ? []
          : await db
              .selectFrom('deliveries')
              .select(['lead_id', 'destination', 'status', 'attempts'])
              .where(
                'lead_id',
                'in',
                rows.map((row) => row.id),
              )
              .execute();
      return rows.map((row) => ({
        id: row.id,
        state: row.state,
        requestedAt: row.requested_at,
        ...(row.erased_at ? { erasedAt: row.erased_at } : {}),
        // Only while the operator must act on it: a link's address is shown to no one, since
        // only the visitor who holds the link acts on it.
        ...(row.email && row.state === 'awaiting_operator' ? { email: row.email } : {}),
        addressHash: row.address_hash,
        ...(row.lead_count === null ? {} : { leadCount: row.lead_count }),
        /** The ids of the leads erased: what the destinations were told to delete. */
        leadIds: parseList<string>(row.lead_ids),
        handedTo: parseList<Destination>(row.handed_to),
        /** The notices to the destinations, and where each stands. */
        notices: notices
          .filter((notice) => notice.lead_id === row.id)
          .map(({ destination, status, attempts }) => ({ destination, status, attempts })),
      }));
    },

    /**
     * Links sent and not yet used or expired; requests recorded with no email to confirm them
     * (the operator's to act on); erasures whose destinations are still being told.
     */
    async erasureStats(now: number) {
      const rows = await db
        .selectFrom('erasures')
        .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
        .where((eb) =>
          eb.or([eb('state', '!=', 'awaiting_confirmation'), eb('expires_at', '>', now)]),
        )
        .where((eb) => eb.or([eb('state', '!=', 'erased'), eb('email', 'is not', null)]))
        .groupBy('state')
        .execute();
      const count = (...states: ErasureState[]) =>
        rows
          .filter((row) => states.includes(row.state))
          .reduce((sum, row) => sum + Number(row.count), 0);
      return {
        awaitingConfirmation: count('awaiting_confirmation'),
        awaitingOperator: count('awaiting_operator'),
        telling: count('confirmed', 'erased'),
      };
    },

    /** The notice a claimed delivery of this id carries, or undefined when it is not an erasure's. */
    async erasureNotice(id: string): Promise<ErasureNotice | undefined> {
      const row = await db
        .selectFrom('erasures')
        .selectAll()
        .where('id', '=', id)
        .where('state', '=', 'erased')
        .executeTakeFirst();
      if (!row?.email || !row.erased_at) return undefined;
      return {
        id: row.id,
        kind: 'erasure',
        email: row.email,
        leadIds: parseList<string>(row.lead_ids),
        handedTo: parseList<Destination>(row.handed_to),
        createdAt: row.erased_at,
      };
    },
  };
}
