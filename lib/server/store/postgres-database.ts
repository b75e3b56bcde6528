import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { migrateToLatest } from './migrations';
import type { StoreSchema } from './schema';
import { limiterOptions, type StoreDatabase } from './store-database';

/**
 * The pg_dump line that backs the database up into `file`: the URL without its password, which
 * pg_dump takes from PGPASSWORD or ~/.pgpass instead, so it is never printed.
 */
export function pgDumpCommand(databaseUrl: string, file: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  url.searchParams.delete('password');
  const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  return `pg_dump --format=custom --file ${quoted(file)} ${quoted(url.href)}`;
}

/** Fail a query fast when the database is away: the visitor's answer is then a 503, not a hang. */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 5_000;

/** BIGINT (times in ms, counts) as numbers: every value the store keeps is far below 2^53. */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The store every instance shares: PostgreSQL at DATABASE_URL, migrated. */
export async function openPostgresDatabase(databaseUrl: string): Promise<StoreDatabase> {
  const openPool = (max: number, options?: string) => {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      types,
      ...(options ? { options } : {}),
    });
    // A connection the server drops (a restart, a failover) must not take the process down.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    return pool;
  };
  const pool = openPool(10);
  const db = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
  // Delivery outcomes commit without waiting for the disk (see writeOutcome).
  const outcomes = new Kysely<StoreSchema>({
    dialect: new PostgresDialect({ pool: openPool(4, '-c synchronous_commit=off') }),
  });
  try {
    await migrateToLatest(db, 'postgres');
  } catch (error) {
    await db.destroy().catch(() => {});
    await outcomes.destroy().catch(() => {});
    throw error;
  }

  return {
    dialect: 'postgres',
    db,
    async atomically(statements) {
      // One statement is atomic by itself: no round trips for BEGIN and COMMIT.
      if (statements.length === 1) {
        return [await db.executeQuery<Record<string, unknown>>(statements[0]!)];
      }
      return db.transaction().execute(async (trx) => {
        const results = [];
        for (const statement of statements) {
          results.push(await trx.executeQuery<Record<string, unknown>>(statement));
        }
        return results;
      });
    },
    async writeOutcome(statement) {
      return outcomes.executeQuery<Record<string, unknown>>(statement);
    },
    rateLimiter(points, seconds) {
      return new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        ...limiterOptions(points, seconds),
      });
    },
    async scrubDeleted() {
      // Dead rows become free space at once; their bytes stay in the table's files until reused,
      // and in the server's WAL and backups, which are the database operator's to expire.
      await sql`VACUUM leads, deliveries, erasures`.execute(db);
      return 'the tables vacuumed';
    },
    async probe() {
      await sql`SELECT 1 FROM leads LIMIT 1`.execute(db);
    },
    async backup(file) {
      return { made: false, command: pgDumpCommand(databaseUrl, file) };
    },
    async close() {
      await db.destroy();
      await outcomes.destroy();
    },
  };
}
