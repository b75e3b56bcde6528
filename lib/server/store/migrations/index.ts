import { Migrator } from 'kysely/migration';
import type { Dialect } from '../schema';
import { leadsWithClaims } from './002-leads-with-claims';
import { deliveriesPerDestination } from './003-deliveries';
import { erasures } from './004-erasures';
import { handedCopies } from './005-handed-copies';
import type { AnyDb } from './migration';

/**
 * The store's schema, step by step, oldest first. Add a step; never change what one does once it
 * has shipped. 001_outbox, plain SQL, shipped before the steps became modules: a store that has
 * it is brought up to date by 002, which also creates a new store whole.
 */
const storeMigrations = [leadsWithClaims, deliveriesPerDestination, erasures, handedCopies];

/**
 * Whether the runner the store had before Kysely's Migrator applied the step: it recorded its
 * steps, under the same names, in schema_migrations, which the Migrator does not read. The step
 * asks it itself, under the Migrator's lock and in its transaction: the Migrator decides which
 * steps to run before it runs any, so a first step copying the records would come too late, and
 * copying them before the Migrator runs would take no lock.
 */
async function appliedBeforeMigrator(db: AnyDb, name: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'schema_migrations')) return false;
  const applied = await db
    .selectFrom('schema_migrations')
    .select('version')
    .where('version', '=', name)
    .executeTakeFirst();
  return applied !== undefined;
}

/**
 * Applies the steps the store has not had, in order, recording each in kysely_migration; throws
 * what failed. On PostgreSQL, Kysely's Migrator runs them in one transaction under an advisory
 * lock, so instances that start together take turns. On SQLite it takes no lock and no
 * transaction: the caller holds the file's write lock around it (sqlite-database.ts).
 */
export async function migrateToLatest(db: AnyDb, dialect: Dialect): Promise<void> {
  const migrations = storeMigrations.map((migration) => [
    migration.version,
    {
      async up(db: AnyDb) {
        if (!(await appliedBeforeMigrator(db, migration.version))) await migration.up(db, dialect);
      },
    },
  ]);
  const provider = { getMigrations: async () => Object.fromEntries(migrations) };
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}
