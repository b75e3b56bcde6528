import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { outbox } from './001-outbox';
import type { Migration } from './migration';

/**
 * Before the outbox, the SQLite store had one table, with an integer id and no status. Its leads
 * were kept with no upstream, and stay so, copied into the outbox's table with new ids.
 * PostgreSQL came with the outbox and has nothing of the kind.
 */
export const firstStore: Migration = {
  version: '000_first_store',
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    const { rows: columns } = await sql<{
      name: string;
    }>`SELECT name FROM pragma_table_info('leads')`.execute(db);
    if (columns.length === 0 || columns.some(({ name }) => name === 'status')) return;
    await db.schema.alterTable('leads').renameTo('leads_first_store').execute();
    await outbox.up(db, dialect);
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
  },
};
