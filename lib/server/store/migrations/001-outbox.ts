import { sql } from 'kysely';
import { sequenceKey, sequenceType, type Migration } from './migration';

/** Every accepted submission, and its delivery to the upstream (the outbox). */
export const outbox: Migration = {
  version: '001_outbox',
  async up(db, dialect) {
    await db.schema
      .createTable('leads')
      .ifNotExists()
      .addColumn('seq', sequenceType(dialect), (column) => sequenceKey(column, dialect))
      .addColumn('id', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('attribution', 'text')
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status IN ('kept', 'pending', 'delivered', 'failed')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('lease_until', 'bigint')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema
      .createIndex('leads_due')
      .ifNotExists()
      .on('leads')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
};
