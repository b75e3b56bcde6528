import { sql, type Kysely } from 'kysely';
import { sequenceKey, sequenceType, type Migration } from './migration';

// The schema of the step is the one before it, not today's: it is not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The delivery columns the leads table held while the upstream was the one destination, and the
 * status and settling time that now follow from the deliveries.
 */
const movedColumns = [
  'attempts',
  'last_error',
  'next_attempt_at',
  'lease_until',
  'lease_token',
  'upstream_reply',
  // Worked out from the deliveries from now on.
  'status',
  'settled_at',
] as const;

/**
 * A lead goes to every configured destination, each with a delivery of its own: the claim,
 * attempts, retries and outcome move from the leads table to a deliveries table, one row per
 * lead and destination, and a lead's status is worked out from its deliveries. Every lead a
 * store holds keeps what it had: each lead that was sent to the upstream gets its upstream
 * delivery, with its status, attempts, claim and answer as they were.
 */
export const deliveriesPerDestination: Migration = {
  version: '003_deliveries_per_destination',
  async up(db: AnyDb, dialect) {
    await db.schema
      .createTable('deliveries')
      .addColumn('seq', sequenceType(dialect), (column) => sequenceKey(column, dialect))
      .addColumn('lead_id', 'text', (column) => column.notNull())
      .addColumn('destination', 'text', (column) =>
        column.notNull().check(sql`destination IN ('upstream', 'email', 'webhook')`),
      )
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status IN ('pending', 'delivered', 'rejected', 'failed')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('lease_until', 'bigint')
      .addColumn('lease_token', 'text')
      .addColumn('reply', 'text')
      .addColumn('settled_at', 'text')
      .addUniqueConstraint('deliveries_lead_destination', ['lead_id', 'destination'])
      .execute();
    await db.schema
      .createIndex('deliveries_due')
      .on('deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await sql`INSERT INTO deliveries (lead_id, destination, status, attempts, last_error,
        next_attempt_at, lease_until, lease_token, reply, settled_at)
      SELECT id, 'upstream', status, attempts, last_error, next_attempt_at, lease_until,
        lease_token, upstream_reply, settled_at
      FROM leads WHERE status <> 'kept' ORDER BY seq`.execute(db);

    // SQLite drops a column only when no index names it.
    await db.schema.dropIndex('leads_due').ifExists().execute();
    await db.schema.dropIndex('leads_settled').ifExists().execute();
    for (const column of movedColumns) {
      await db.schema.alterTable('leads').dropColumn(column).execute();
    }
  },
};
