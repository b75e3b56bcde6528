import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Dialect, StoreSchema } from './schema';

/** What a backup did: a copy made, with the leads it holds, or the command that makes one. */
export type BackupReport = { made: true; leads: number } | { made: false; command: string };

/**
 * An open store: the query builder every statement is written with, and the few things that
 * differ between SQLite and PostgreSQL beyond the SQL itself.
 */
export type StoreDatabase = {
  dialect: Dialect;
  db: Kysely<StoreSchema>;
  /**
   * Runs the statements as one transaction, in order: all of them or none. SQLite runs them
   * synchronously, so no other statement of the process (a limiter's, a second store's) comes
   * between them while the write lock is held, which would wait on the lock with the event loop.
   */
  atomically(statements: CompiledQuery[]): Promise<QueryResult<Record<string, unknown>>[]>;
  /**
   * A delivery's outcome. Lost in a crash, it only repeats the delivery, under the same key, which
   * the contract allows (at least once, with a key): PostgreSQL commits it without waiting for
   * the disk (synchronous_commit off, on connections of its own), a wait each outcome would
   * otherwise add; SQLite commits it with the rest of the burst. A lead itself is never written
   * this way.
   */
  writeOutcome(statement: CompiledQuery): Promise<QueryResult<Record<string, unknown>>>;
  /** A counter per key in this database: `points` a window of `seconds`, shared by its users. */
  rateLimiter(points: number, seconds: number): RateLimiterAbstract;
  /** After rows were deleted on request: what the files still hold of them, as far as it can. */
  scrubDeleted(): Promise<string>;
  /** Checks the store can take a write. */
  probe(): Promise<void>;
  /** A consistent copy into a new, owner-only `file`, taken while the servers keep writing. */
  backup(file: string): Promise<BackupReport>;
  close(): Promise<void>;
};

/** The table rate-limiter-flexible counts in (created by the migrations, not by it). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * The options every stored limiter shares: a client over its limit is then refused from memory
 * until its window ends, with no write; a store that cannot count falls back to memory.
 */
export function limiterOptions(points: number, seconds: number) {
  return {
    points,
    duration: seconds,
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: true,
    inMemoryBlockOnConsumed: points + 1,
    insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }),
  };
}
