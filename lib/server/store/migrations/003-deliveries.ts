import { sql } from 'kysely';
import { run, sequenceColumn, type Migration } from './migration';

/**
 * A lead goes to every configured destination, each with a delivery of its own: the claim,
 * attempts, retries and outcome move from the leads table to a deliveries table, one row per
 * lead and destination, and a lead's status is worked out from its deliveries. Every lead a
 * store holds keeps what it had: each lead that was sent to the upstream gets its upstream
 * delivery, with its status, attempts, claim and answer as they were.
 */
export const deliveriesPerDestination: Migration = {
  version: '003_deliveries_per_destination',
  async up(db, dialect) {
    await run(
      db,
      sql`CREATE TABLE deliveries (${sequenceColumn(dialect)}, lead_id TEXT NOT NULL,
        destination TEXT NOT NULL CHECK (destination IN ('upstream', 'email', 'webhook')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'rejected', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at BIGINT,
        lease_until BIGINT, lease_token TEXT, reply TEXT, settled_at TEXT,
        CONSTRAINT deliveries_lead_destination UNIQUE (lead_id, destination))`,
      sql`CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at)`,
      sql`INSERT INTO deliveries (lead_id, destination, status, attempts, last_error,
          next_attempt_at, lease_until, lease_token, reply, settled_at)
        SELECT id, 'upstream', status, attempts, last_error, next_attempt_at, lease_until,
          lease_token, upstream_reply, settled_at
        FROM leads WHERE status <> 'kept' ORDER BY seq`,
      // SQLite drops a column only when no index names it.
      sql`DROP INDEX IF EXISTS leads_due`,
      sql`DROP INDEX IF EXISTS leads_settled`,
    );
    // The delivery's columns, and the status and settling time that now follow from the deliveries.
    for (const column of [
      'attempts',
      'last_error',
      'next_attempt_at',
      'lease_until',
      'lease_token',
      'upstream_reply',
      'status',
      'settled_at',
    ]) {
      await db.schema.alterTable('leads').dropColumn(column).execute();
    }
  },
};
