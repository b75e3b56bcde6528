import { PostgresDialect, sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { migrateToLatest } from './migrations';
import type { StoreSchema } from './schema';
import { limiterOptions, storeKysely, type StoreDatabase } from './store-database';

/** Fail a query fast when the database is away: the visitor's answer is then a 503, not a hang. */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 5_000;

/** BIGINT (times in ms, counts) as numbers: every value the store keeps is far below 2^53. */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The tables a server writes as it runs, each with its `seq` sequence but `rate_limits`. */
const WRITTEN_TABLES = ['leads', 'deliveries', 'erasures', 'rate_limits'] as const;
/** What a server only reads: the erasures' key and the Migrator's records. */
const READ_TABLES = ['store_secrets', 'kysely_migration', 'kysely_migration_lock'] as const;

/**
 * The connection's role, and each right it lacks as a sentence, table by table (null when none):
 * `INSERT, UPDATE on leads; USAGE on public.leads_seq_seq`.
 */
const missingRights = sql<{ role: string; lacks: string | null }>`
  SELECT current_user AS role, string_agg(lacks, '; ' ORDER BY table_order, first) AS lacks
  FROM (
    SELECT table_order, min(privilege_order) AS first,
      string_agg(privilege, ', ' ORDER BY privilege_order) || ' on ' || name AS lacks
    FROM (
      SELECT privilege, name, table_order, privilege_order
      FROM unnest(${[...WRITTEN_TABLES, ...READ_TABLES]}::text[]) WITH ORDINALITY AS t(name, table_order)
      CROSS JOIN unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE']) WITH ORDINALITY AS p(privilege, privilege_order)
      WHERE (name = ANY(${[...WRITTEN_TABLES]}::text[]) OR privilege = 'SELECT')
        AND NOT has_table_privilege(name, privilege)
      UNION ALL
      SELECT 'USAGE', pg_get_serial_sequence(name, 'seq'), table_order, 5
      FROM unnest(${WRITTEN_TABLES.filter((table) => table !== 'rate_limits')}::text[]) WITH ORDINALITY AS t(name, table_order)
      WHERE NOT has_sequence_privilege(pg_get_serial_sequence(name, 'seq'), 'USAGE')
    ) AS missing
    GROUP BY name, table_order
  ) AS per_name`;

/**
 * Proves the store takes a write, in a transaction rolled back: the role has every right a server
 * uses (a role that may only read would otherwise start, then answer each visitor 503), and the
 * session may write (not a standby, nor a role with default_transaction_read_only).
 */
async function proveWritable(db: Kysely<StoreSchema>): Promise<void> {
  const trx = await db.startTransaction().execute();
  try {
    const [rights] = (await missingRights.execute(trx)).rows;
    if (rights?.lacks) {
      throw new Error(
        `the role ${JSON.stringify(rights.role)} lacks ${rights.lacks} ` +
          '(docs/operations.md, "The role and its rights")',
      );
    }
    await trx
      .insertInto('rate_limits')
      .values({ key: `start-up probe ${randomUUID()}`, points: 0, expire: 0 })
      .execute();
  } finally {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
  }
}

/** The store every instance shares: PostgreSQL at DATABASE_URL, migrated, proven to take a write. */
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
  const db = storeKysely(new PostgresDialect({ pool }));
  // Delivery outcomes commit without waiting for the disk (see writeOutcome).
  const outcomes = storeKysely(
    new PostgresDialect({ pool: openPool(4, '-c synchronous_commit=off') }),
  );
  const close = async () => void (await Promise.all([db.destroy(), outcomes.destroy()]));
  await migrateToLatest(db.withoutPlugins(), 'postgres')
    .then(() => proveWritable(db))
    .catch(async (error: unknown) => {
      await close().catch(() => {});
      throw error;
    });

  return {
    dialect: 'postgres',
    db,
    async atomically(statements) {
      // One statement is atomic by itself: no round trips for BEGIN and COMMIT.
      if (statements.length === 1) return [await db.executeQuery(statements[0]!)];
      // pg runs one connection's queries in the order they are given.
      return db
        .transaction()
        .execute((trx) => Promise.all(statements.map((statement) => trx.executeQuery(statement))));
    },
    writeOutcome: (statement) => outcomes.executeQuery(statement),
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
    close,
  };
}
