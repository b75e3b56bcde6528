import {
  CamelCasePlugin,
  Kysely,
  type CompiledQuery,
  type Dialect as KyselyDialect,
  type QueryResult,
} from 'kysely';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Dialect, StoreSchema } from './schema';

/**
 * An open store: the query builder every statement is written with, and the few things that
 * differ between SQLite (sqlite-database.ts) and PostgreSQL (postgres-database.ts) beyond the SQL.
 */
export type StoreDatabase = {
  dialect: Dialect;
  db: Kysely<StoreSchema>;
  /** Runs the statements as one transaction, in order: all of them or none. */
  atomically(statements: CompiledQuery[]): Promise<QueryResult<unknown>[]>;
  /**
   * A delivery's outcome. Lost in a crash, it only repeats the delivery, under the same key, which
   * the contract allows (at least once, with a key): PostgreSQL commits it without waiting for
   * the disk, a wait each outcome would otherwise add; SQLite commits it with the rest of the
   * burst. A lead itself is never written this way.
   */
  writeOutcome(statement: CompiledQuery): Promise<QueryResult<unknown>>;
  /** A counter per key in this database: `points` a window of `seconds`, shared by its users. */
  rateLimiter(points: number, seconds: number): RateLimiterAbstract;
  /** After rows were deleted on request: what the files still hold of them, as far as it can. */
  scrubDeleted(): Promise<string>;
  close(): Promise<void>;
};

/**
 * The options every stored limiter shares: a client over its limit is then refused from memory
 * until its window ends, with no write; a store that cannot count falls back to memory. The
 * table (rate_limits) is the migrations', not the library's.
 */
export function limiterOptions(points: number, seconds: number) {
  return {
    points,
    duration: seconds,
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    inMemoryBlockOnConsumed: points + 1,
    insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }),
  };
}

/** The query builder over a database, its columns named as schema.ts names them. */
export const storeKysely = (dialect: KyselyDialect) =>
  new Kysely<StoreSchema>({ dialect, plugins: [new CamelCasePlugin()] });

/** A row's fields without its empty (null) columns, which the store's types leave out. */
export const withoutNulls = <Row extends object>(row: Row) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as {
    [Column in keyof Row as null extends Row[Column] ? never : Column]: Row[Column];
  } & {
    [Column in keyof Row as null extends Row[Column] ? Column : never]?: NonNullable<Row[Column]>;
  };

/** A JSON column's value. */
export const parsed = <T>(json: string | null) => (json === null ? null : (JSON.parse(json) as T));
