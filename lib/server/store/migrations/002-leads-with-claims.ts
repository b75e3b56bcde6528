import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Dialect } from '../schema';
import { sequenceKey, sequenceType, type Migration } from './migration';

const statuses = sql`status IN ('kept', 'pending', 'delivered', 'rejected', 'failed')`;

// The schema of the step is the one before it, not today's: it is not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The leads table as this step leaves it. */
function createLeads(db: AnyDb, dialect: Dialect, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('seq', sequenceType(dialect), (column) => sequenceKey(column, dialect))
    .addColumn('id', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('attribution', 'text')
    .addColumn('status', 'text', (column) => column.notNull().check(statuses))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('lease_until', 'bigint')
    .addColumn('lease_token', 'text')
    .addColumn('upstream_reply', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('settled_at', 'text')
    .execute();
}

/** The columns of the leads table before this step (the outbox's first version, 001_outbox). */
async function leadsColumns(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.find((table) => table.name === 'leads')?.columns.map(({ name }) => name) ?? [];
}

const outboxColumns = sql.raw(
  'seq, id, kind, email, payload, attribution, status, attempts, last_error, next_attempt_at, lease_until, created_at',
);

/** The outbox's first table, brought to this step's: SQLite rebuilds it, since a CHECK cannot be altered. */
async function upgradeOutboxTable(db: AnyDb, dialect: Dialect) {
  if (dialect === 'sqlite') {
    await createLeads(db, dialect, 'leads_next');
    await sql`INSERT INTO leads_next (${outboxColumns}, settled_at)
      SELECT ${outboxColumns}, delivered_at FROM leads`.execute(db);
    await db.schema.dropTable('leads').execute();
    await db.schema.alterTable('leads_next').renameTo('leads').execute();
    return;
  }
  await sql`ALTER TABLE leads DROP CONSTRAINT IF EXISTS leads_status_check`.execute(db);
  await sql`ALTER TABLE leads ADD CONSTRAINT leads_status_check CHECK (${statuses})`.execute(db);
  await db.schema.alterTable('leads').renameColumn('delivered_at', 'settled_at').execute();
  await db.schema.alterTable('leads').addColumn('lease_token', 'text').execute();
  await db.schema.alterTable('leads').addColumn('upstream_reply', 'text').execute();
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
    const columns = await leadsColumns(db);
    const firstStore = columns.length > 0 && !columns.includes('status');
    if (firstStore) await db.schema.alterTable('leads').renameTo('leads_first_store').execute();
    if (columns.includes('status')) await upgradeOutboxTable(db, dialect);
    else await createLeads(db, dialect, 'leads');
    if (firstStore) {
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
      await db.schema.dropTable('leads_first_store').execute();
    }

    const index = (name: string) => db.schema.createIndex(name).ifNotExists().on('leads');
    await index('leads_due').columns(['status', 'next_attempt_at']).execute();
    await index('leads_settled').columns(['status', 'settled_at']).execute();
    await db.schema.dropIndex('leads_email').ifExists().execute();
    await index('leads_email')
      .expression(sql`lower(email)`)
      .execute();

    await db.schema.dropTable('rate_windows').ifExists().execute();
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
      .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
  },
};
