import { sql, type Kysely } from 'kysely';
import type { Migration } from './migrations/migration';
import { storeMigrations } from './migrations';
import type { Dialect, StoreSchema } from './schema';

/** Instances that start together on one PostgreSQL take turns at the migrations under this lock. */
const MIGRATION_LOCK = 7_340_113;

/**
 * Applies the steps a store has not had yet, in order, in one transaction, recording each in
 * schema_migrations. Servers that start together take turns: PostgreSQL under an advisory lock,
 * SQLite by taking the write lock at once (BEGIN IMMEDIATE).
 */
export async function migrate(
  db: Kysely<StoreSchema>,
  dialect: Dialect,
  migrations: readonly Migration[] = storeMigrations,
): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql.raw(dialect === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN').execute(connection);
    try {
      if (dialect === 'postgres') {
        await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(connection);
      }
      await connection.schema
        .createTable('schema_migrations')
        .ifNotExists()
        .addColumn('version', 'text', (column) => column.primaryKey())
        .addColumn('applied_at', 'text', (column) => column.notNull())
        .execute();
      const applied = new Set(
        (await connection.selectFrom('schema_migrations').select('version').execute()).map(
          (row) => row.version,
        ),
      );
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await migration.up(connection, dialect);
        await connection
          .insertInto('schema_migrations')
          .values({ version: migration.version, applied_at: new Date().toISOString() })
          .execute();
      }
      await sql`COMMIT`.execute(connection);
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
