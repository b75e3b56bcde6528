import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Dialect } from '../schema';
import { run, sequenceColumn, type AnyDb, type Migration } from './migration';

const statuses = sql`status IN ('kept', 'pending', 'delivered', 'rejected', 'failed')`;

/** The leads table as this step leaves it. */
const createLeads = (dialect: Dialect, name: string) =>
  sql`CREATE TABLE ${sql.table(name)} (${sequenceColumn(dialect)}, id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL, email TEXT NOT NULL, payload TEXT NOT NULL, attribution TEXT,
    status TEXT NOT NULL CHECK (${statuses}), attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT,
    next_attempt_at BIGINT, lease_until BIGINT, lease_token TEXT, upstream_reply TEXT,
    created_at TEXT NOT NULL, settled_at TEXT)`;

const outboxColumns = sql.raw(
  'seq, id, kind, email, payload, attribution, status, attempts, last_error, next_attempt_at, lease_until, created_at',
);

/** The outbox's first table, brought to this step's: SQLite rebuilds it, since a CHECK cannot be altered. */
async function upgradeOutboxTable(db: AnyDb, dialect: Dialect) {
  if (dialect === 'sqlite') {
    return run(
      db,
      createLeads(dialect, 'leads_next'),
      sql`INSERT INTO leads_next (${outboxColumns}, settled_at)
        SELECT ${outboxColumns}, delivered_at FROM leads`,
      sql`DROP TABLE leads`,
      sql`ALTER TABLE leads_next RENAME TO leads`,
    );
  }
  return run(
    db,
    sql`ALTER TABLE leads DROP CONSTRAINT IF EXISTS leads_status_check`,
    sql`ALTER TABLE leads ADD CONSTRAINT leads_status_check CHECK (${statuses})`,
    sql`ALTER TABLE leads RENAME COLUMN delivered_at TO settled_at`,
    sql`ALTER TABLE leads ADD COLUMN lease_token TEXT`,
    sql`ALTER TABLE leads ADD COLUMN upstream_reply TEXT`,
  );
}

/**
 * Brings a store of any earlier version to leads with claims, rejections and retention: a lease
 * token per claim, the upstream's answer to a rejected lead, the time a lead settled, the email
 * index on lower(email) that forgetting an address looks up, and the rate limit in
 * rate-limiter-flexible's table. A new store is created as it. The outbox's first store
 * (001_outbox) is upgraded in place; the SQLite store from before the outbox (one table, no
 * status) keeps its leads, as kept leads with new ids.
 */
export const leadsWithClaims: Migration = {
  version: '002_claims_and_retention',
  async up(db, dialect) {
    const tables = await db.introspection.getTables();
    const columns = tables.find((table) => table.name === 'leads')?.columns.map(({ name }) => name);
    if (columns?.includes('status')) await upgradeOutboxTable(db, dialect);
    else if (columns) {
      // The first store: its leads become kept leads with ids.
      await run(
        db,
        sql`ALTER TABLE leads RENAME TO leads_first_store`,
        createLeads(dialect, 'leads'),
      );
      const rows = await db
        .selectFrom('leads_first_store')
        .select(['kind', 'email', 'payload', 'created_at'])
        .orderBy('id')
        .execute();
      for (const row of rows) {
        await db
          .insertInto('leads')
          .values({ ...row, id: randomUUID(), status: 'kept' })
          .execute();
      }
      await run(db, sql`DROP TABLE leads_first_store`);
    } else await run(db, createLeads(dialect, 'leads'));

    await run(
      db,
      sql`CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at)`,
      sql`CREATE INDEX IF NOT EXISTS leads_settled ON leads (status, settled_at)`,
      sql`DROP INDEX IF EXISTS leads_email`,
      sql`CREATE INDEX leads_email ON leads (lower(email))`,
      sql`DROP TABLE IF EXISTS rate_windows`,
      sql`CREATE TABLE rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0,
        expire BIGINT)`,
    );
  },
};
