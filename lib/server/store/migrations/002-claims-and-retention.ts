import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { sequenceKey, sequenceType, type Migration } from './migration';

const statuses = sql`status IN ('kept', 'pending', 'delivered', 'rejected', 'failed')`;

/** The leads table as this step leaves it. SQLite rebuilds it, since a CHECK cannot be altered. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function createLeads(db: Kysely<any>, dialect: Dialect, name: string) {
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

const keptColumns = sql.raw(
  'seq, id, kind, email, payload, attribution, status, attempts, last_error, next_attempt_at, lease_until, created_at',
);

/**
 * Rejected leads with the upstream's answer, a lease token per claim, the time a lead settled
 * (for retention), the email index on lower(email) that forgetting an address looks up, and the
 * rate limit in rate-limiter-flexible's table.
 */
export const claimsAndRetention: Migration = {
  version: '002_claims_and_retention',
  async up(db, dialect) {
    if (dialect === 'sqlite') {
      await createLeads(db, dialect, 'leads_next');
      await sql`INSERT INTO leads_next (${keptColumns}, settled_at)
        SELECT ${keptColumns}, delivered_at FROM leads`.execute(db);
      await db.schema.dropTable('leads').execute();
      await db.schema.alterTable('leads_next').renameTo('leads').execute();
    } else {
      await sql`ALTER TABLE leads DROP CONSTRAINT IF EXISTS leads_status_check`.execute(db);
      await sql`ALTER TABLE leads ADD CONSTRAINT leads_status_check CHECK (${statuses})`.execute(
        db,
      );
      await db.schema.alterTable('leads').renameColumn('delivered_at', 'settled_at').execute();
      await db.schema.alterTable('leads').addColumn('lease_token', 'text').execute();
      await db.schema.alterTable('leads').addColumn('upstream_reply', 'text').execute();
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
