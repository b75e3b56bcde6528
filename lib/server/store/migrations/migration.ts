import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../schema';

// The schema of a step is the one before it, not today's: it is not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/**
 * One step of the store's schema, applied once, in order of its version (its name in Kysely's
 * Migrator), by `migrateToLatest` (index.ts). Plain SQL, written once for both stores; a step
 * branches on the dialect only where their DDL differs. They are modules, not .sql files, so that
 * they travel inside the build.
 */
export type Migration = { version: string; up(db: AnyDb, dialect: Dialect): Promise<void> };

/** Runs each statement in turn. */
export async function run(db: AnyDb, ...statements: RawBuilder<unknown>[]) {
  for (const statement of statements) await statement.execute(db);
}

/** An auto-incrementing integer key, `seq`: the order rows arrived in. */
export function sequenceColumn(dialect: Dialect) {
  return sql.raw(
    dialect === 'postgres' ? 'seq BIGSERIAL PRIMARY KEY' : 'seq INTEGER PRIMARY KEY AUTOINCREMENT',
  );
}
