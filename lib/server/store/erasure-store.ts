import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { createHmac, randomUUID } from 'node:crypto';
import type { WithdrawableChoice } from '@/lib/forms/erasure-token';
import { destinations, type Destination, type StoreSchema } from './schema';
import { parsed, withoutNulls, type StoreDatabase } from './store-database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the record of an erasure (without the address) is kept: one year. */
export const ERASURE_RECORD_DAYS = 365;

/**
 * How long a confirmed erasure may take before the hourly tidy-up finishes it: the request that
 * confirmed it erases at once, and only a crash in between leaves one confirmed.
 */
const FINISH_WITHIN_MS = 5 * 60 * 1000;

/**
 * The notice that tells a destination to delete the leads of an erased address, or, with
 * `choice`, that the address withdrew that one choice.
 */
export type ErasureNotice = {
  /** The erasure's id: the notice's key on every attempt. */
  id: string;
  kind: 'erasure';
  email: string;
  leadIds: string[];
  /** The destinations the leads had been stored for, the upstream among them if it was. */
  handedTo: Destination[];
  choice?: WithdrawableChoice;
  /** When the leads were erased. */
  createdAt: string;
};

/** One request to erase, or the record of an erasure, as the operator reads it. */
export type ErasureRecord = Awaited<ReturnType<ErasureStore['erasures']>>[number];
export type ErasureStore = ReturnType<typeof erasureStoreOn>;

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

/**
 * The deliveries whose lead is gone (deleted in the same transaction), but not an erasure's
 * notices, which are keyed by the erasure's id, nor the copies handed on (under an address hash).
 */
export function deleteOrphanDeliveries(db: StoreDatabase['db']) {
  return db
    .deleteFrom('deliveries')
    .where('addressHash', 'is', null)
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM leads WHERE leads.id = deliveries.lead_id)`)
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM erasures WHERE erasures.id = deliveries.lead_id)`)
    .compile();
}

/** Requests of the same kind: withdrawing this choice, or (none) erasing. */
const sameChoice =
  (choice?: WithdrawableChoice) => (eb: ExpressionBuilder<StoreSchema, 'erasures'>) =>
    choice ? eb('choice', '=', choice) : eb('choice', 'is', null);

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
   * each destination the leads were stored for or handed to before retention deleted them (the
   * upstream's by email: it has no erase call). With `choice`, the leads stay and record that
   * choice withdrawn instead, and the notices say so.
   */
  async function forget(
    email: string,
    now: number,
    { id: requestId, choice }: { id?: string; choice?: WithdrawableChoice } = {},
  ) {
    const at = new Date(now).toISOString();
    const hash = await addressHash(email);
    const leads = db.selectFrom('leads').where(sql<boolean>`lower(email) = lower(${email})`);
    const stored = await leads
      .select(['id', 'payload', 'consentWithdrawn'])
      .orderBy('seq')
      .execute();
    const deliveries = await db
      .selectFrom('deliveries')
      .selectAll()
      .where((eb) => eb.or([eb('leadId', 'in', leads.select('id')), eb('addressHash', '=', hash)]))
      .execute();
    const leadIds = [
      ...new Set([...stored.map((lead) => lead.id), ...deliveries.map((row) => row.leadId)]),
    ];
    const handedTo = destinations.filter((destination) =>
      deliveries.some((delivery) => delivery.destination === destination),
    );
    const notices = noticeDestinations(handedTo);
    // The operator acting on requests recorded for them closes them: the oldest becomes the record.
    const openRequest =
      requestId ??
      (
        await db
          .selectFrom('erasures')
          .select('id')
          .where((eb) => eb.and({ addressHash: hash, state: 'awaiting_operator' }))
          .where(sameChoice(choice))
          .orderBy('seq')
          .executeTakeFirst()
      )?.id;
    const id = openRequest ?? randomUUID();
    const record = {
      state: 'erased' as const,
      email: notices.length > 0 ? email : null,
      tokenHash: null,
      expiresAt: null,
      erasedAt: at,
      leadIds: JSON.stringify(leadIds),
      leadCount: leadIds.length,
      handedTo: JSON.stringify(handedTo),
      choice: choice ?? null,
    };
    await database.atomically([
      ...(choice
        ? stored.map((lead) => {
            const payload = parsed<Record<string, unknown>>(lead.payload)!;
            const withdrawn = { ...parsed<object>(lead.consentWithdrawn), [choice]: at };
            // A delivery still pending then carries the visitor's new choice.
            if (choice in payload) payload[choice] = false;
            return db
              .updateTable('leads')
              .set({
                payload: JSON.stringify(payload),
                consentWithdrawn: JSON.stringify(withdrawn),
              })
              .where('id', '=', lead.id)
              .compile();
          })
        : [
            ...(stored.length === 0
              ? []
              : [db.deleteFrom('leads').where('id', 'in', leadIds).compile()]),
            db.deleteFrom('deliveries').where('addressHash', '=', hash).compile(),
            deleteOrphanDeliveries(db),
          ]),
      db
        .insertInto('erasures')
        .values({ id, addressHash: hash, requestedAt: at, ...record })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(record))
        .compile(),
      db
        .deleteFrom('erasures')
        .where((eb) => eb.and({ addressHash: hash, state: 'awaiting_operator' }))
        .where(sameChoice(choice))
        .where('id', '!=', id)
        .compile(),
      ...notices.map((destination) =>
        db
          .insertInto('deliveries')
          .values({ leadId: id, destination, status: 'pending', nextAttemptAt: now })
          .compile(),
      ),
    ]);
    return {
      /** Leads of the address stored here, deleted (or, withdrawing a choice, changed). */
      removed: stored.length,
      /** Of their deliveries, those held by a claim at that moment: none of them is sent now. */
      claimed: deliveries.filter(
        (row) =>
          !choice && row.status === 'pending' && row.leaseUntil !== null && row.leaseUntil >= now,
      ).length,
      /** The record of this erasure. */
      erasureId: id,
      /** The destinations the leads had been stored for: each is told, the upstream by email. */
      handedTo,
      /** The notices queued in the outbox, one per destination that is told. */
      notices,
      /** What was done to the store's files, in words. */
      ...(stored.length > 0 || openRequest ? { files: await database.scrubDeleted() } : {}),
    };
  }

  return {
    addressHash,
    forget,

    /**
     * A request to erase, or to withdraw `choice`: with `link`, to be confirmed by the single-use
     * link whose token's hash is kept (not the token); without, recorded for the operator.
     */
    async requestErasure(
      email: string,
      now: number,
      {
        choice,
        link,
      }: {
        choice?: WithdrawableChoice;
        link?: { tokenHash: string; expiresAt: number; locale: string };
      } = {},
    ) {
      await db
        .insertInto('erasures')
        .values({
          id: randomUUID(),
          addressHash: await addressHash(email),
          email,
          choice,
          requestedAt: new Date(now).toISOString(),
          ...(link
            ? {
                state: 'awaiting_confirmation',
                tokenHash: link.tokenHash,
                expiresAt: link.expiresAt,
                locale: link.locale,
              }
            : { state: 'awaiting_operator' }),
        })
        .execute();
    },

    /** A link that could not be sent: its request waits on the operator instead. */
    async recordForOperator(tokenHash: string) {
      await db
        .updateTable('erasures')
        .set({ state: 'awaiting_operator', tokenHash: null, expiresAt: null })
        .where('tokenHash', '=', tokenHash)
        .execute();
    },

    /**
     * Uses a link's token once: the request it confirms (its id and address), or undefined when the
     * token is unknown, used, expired or for another choice. `forget` then acts on it.
     */
    async confirmErasure(tokenHash: string, now: number, choice?: WithdrawableChoice) {
      const row = await db
        .updateTable('erasures')
        .set({ state: 'confirmed', tokenHash: null, expiresAt: now + FINISH_WITHIN_MS })
        .where((eb) => eb.and({ tokenHash, state: 'awaiting_confirmation' }))
        .where(sameChoice(choice))
        .where('expiresAt', '>', now)
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
     * drops the addresses of erasures whose notices settled, records older than a year, and the
     * records of copies handed on more than `recipientCopyDays` ago.
     */
    async tidyErasures(now: number, recipientCopyDays: number) {
      const interrupted = await db
        .selectFrom('erasures')
        .select(['id', 'email', 'choice'])
        .where('state', '=', 'confirmed')
        .where('expiresAt', '<', now)
        .execute();
      for (const { id, email, choice } of interrupted) {
        if (email) await forget(email, now, { id, choice: choice ?? undefined });
      }
      const recordsBefore = new Date(now - ERASURE_RECORD_DAYS * DAY_MS).toISOString();
      const handedBefore = new Date(now - recipientCopyDays * DAY_MS).toISOString();
      const results = await database.atomically([
        db
          .deleteFrom('erasures')
          .where('state', '=', 'awaiting_confirmation')
          .where('expiresAt', '<=', now)
          .compile(),
        releaseAddress().compile(),
        db
          .deleteFrom('erasures')
          .where('state', '=', 'erased')
          .where('erasedAt', '<', recordsBefore)
          .where('email', 'is', null)
          .compile(),
        deleteOrphanDeliveries(db),
        db
          .deleteFrom('deliveries')
          .where('addressHash', 'is not', null)
          .where('settledAt', '<', handedBefore)
          .compile(),
      ]);
      if (results.some((result) => (result.numAffectedRows ?? 0n) > 0n)) {
        await database.scrubDeleted();
      }
    },

    /** Every request and record, newest first. */
    async erasures() {
      const rows = await db.selectFrom('erasures').selectAll().orderBy('seq', 'desc').execute();
      const notices = await db
        .selectFrom('deliveries')
        .select(['leadId', 'destination', 'status', 'attempts'])
        .where('leadId', 'in', db.selectFrom('erasures').select('id'))
        .execute();
      return rows.map((row) => ({
        id: row.id,
        state: row.state,
        requestedAt: row.requestedAt,
        ...withoutNulls({
          erasedAt: row.erasedAt,
          // Only while the operator must act on it: a link's address is shown to no one, since
          // only the visitor who holds the link acts on it.
          email: row.state === 'awaiting_operator' ? row.email : null,
          leadCount: row.leadCount,
          choice: row.choice,
        }),
        addressHash: row.addressHash,
        /** The ids of the leads erased: what the destinations were told to delete. */
        leadIds: parsed<string[]>(row.leadIds) ?? [],
        handedTo: parsed<Destination[]>(row.handedTo) ?? [],
        /** The notices to the destinations, and where each stands. */
        notices: notices
          .filter((notice) => notice.leadId === row.id)
          .map(({ destination, status, attempts }) => ({ destination, status, attempts })),
      }));
    },

    /**
     * Links sent and not yet used or expired; requests recorded with no email to confirm them
     * (the operator's to act on); erasures whose destinations are still being told.
     */
    async erasureStats(now: number) {
      const count = (where: RawBuilder<unknown>) => sql<number>`count(*) FILTER (WHERE ${where})`;
      return db
        .selectFrom('erasures')
        .select([
          count(sql`state = 'awaiting_confirmation' AND expires_at > ${now}`).as(
            'awaitingConfirmation',
          ),
          count(sql`state = 'awaiting_operator'`).as('awaitingOperator'),
          count(sql`state = 'confirmed' OR (state = 'erased' AND email IS NOT NULL)`).as('telling'),
        ])
        .executeTakeFirstOrThrow();
    },

    /** The notice a claimed delivery of this id carries, or undefined when it is not an erasure's. */
    async erasureNotice(id: string): Promise<ErasureNotice | undefined> {
      const row = await db
        .selectFrom('erasures')
        .selectAll()
        .where((eb) => eb.and({ id, state: 'erased' }))
        .executeTakeFirst();
      if (!row?.email || !row.erasedAt) return undefined;
      return {
        id: row.id,
        kind: 'erasure',
        email: row.email,
        leadIds: parsed<string[]>(row.leadIds) ?? [],
        handedTo: parsed<Destination[]>(row.handedTo) ?? [],
        ...(row.choice && { choice: row.choice }),
        createdAt: row.erasedAt,
      };
    },
  };
}
