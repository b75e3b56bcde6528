import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../schema';

/**
 * One step of the store's schema, applied once, in order of its version (its name in Kysely's
 * Migrator), by `migrateToLatest` (index.ts). Written once for both stores; a step branches on the
 * dialect only where their DDL differs. They are modules, not .sql files, so that they travel
 * inside the build.
 */
export type Migration = {
  version: string;
  // The schema of a step is the one before it, not today's: it is not typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
};

/** An auto-incrementing integer key, the order rows arrived in: its type, then its definition. */
export function sequenceType(dialect: Dialect) {
  return dialect === 'postgres' ? 'bigserial' : 'integer';
}

export function sequenceKey(column: ColumnDefinitionBuilder, dialect: Dialect) {
  return dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement();
}
