import Database from 'better-sqlite3';
import { SqliteDialect, sql, type CompiledQuery, type QueryResult } from 'kysely';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { migrateToLatest } from './migrations';
import { limiterOptions, storeKysely, type StoreDatabase } from './store-database';

export const LEADS_FILE = 'leads.sqlite';

/** A locked store fails the one submission quickly (503) rather than stalling the process. */
const BUSY_TIMEOUT_MS = 250;
/** Another process migrating the same file at start-up is waited for this long. */
const MIGRATION_BUSY_TIMEOUT_MS = 5_000;

type Call = {
  statements: CompiledQuery[];
  resolve: (results: QueryResult<unknown>[]) => void;
  reject: (error: unknown) => void;
};

/**
 * `atomically` for SQLite, with group commit. Each call's statements run in a savepoint of their
 * own, all or none of them, and the calls made while the event loop was busy share one
 * transaction: one commit, so one fsync (synchronous = FULL), for a burst of leads and their
 * deliveries instead of one each, which the event loop would wait for in turn. A call resolves
 * only once its transaction has committed. Synchronous, so no other statement of the process
 * (a limiter's, a second store's) comes between them while the write lock is held, which would
 * wait on the lock with the event loop.
 */
function groupCommit(database: Database.Database): StoreDatabase['atomically'] {
  const run = ({ sql, parameters }: CompiledQuery) => {
    const query = database.prepare(sql);
    if (query.reader) return { rows: query.all(...parameters) };
    return { rows: [], numAffectedRows: BigInt(query.run(...parameters).changes) };
  };
  // Called inside the batch's transaction, better-sqlite3 makes this a savepoint.
  const runCall = database.transaction((statements: CompiledQuery[]) => statements.map(run));
  const runBatch = database.transaction((calls: Call[]) =>
    calls.map((call) => {
      try {
        const results = runCall(call.statements);
        return () => call.resolve(results);
      } catch (error) {
        return () => call.reject(error);
      }
    }),
  );
  let queued: Call[] = [];
  function commit() {
    const calls = queued;
    queued = [];
    try {
      // IMMEDIATE: the write lock from the start, so a read first never has to upgrade.
      for (const answer of runBatch.immediate(calls)) answer();
    } catch (error) {
      for (const call of calls) call.reject(error);
    }
  }
  return (statements) =>
    new Promise((resolve, reject) => {
      if (queued.push({ statements, resolve, reject }) === 1) setImmediate(commit);
    });
}

/**
 * The store of one server (and `npm run leads` beside it): DATA_DIR/leads.sqlite, migrated, and
 * proven to take a write.
 */
export async function openSqliteDatabase(dataDir: string): Promise<StoreDatabase> {
  // Leads are personal data: the folder and the files are the owner's alone (SQLite gives its
  // -wal and -shm files the mode of the database file).
  mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
  const file = join(resolve(dataDir), LEADS_FILE);
  closeSync(openSync(file, 'a', 0o600));
  const database = new Database(file, { timeout: MIGRATION_BUSY_TIMEOUT_MS });
  const db = storeKysely(new SqliteDialect({ database }));
  try {
    database.pragma('journal_mode = WAL');
    // WAL's default (NORMAL) may lose the last commits on power loss; an answered lead must not.
    database.pragma('synchronous = FULL');
    // Deleted rows are overwritten with zeros, so a forgotten address leaves no free page behind.
    database.pragma('secure_delete = ON');
    // Kysely's Migrator takes no lock on SQLite, counting on one connection, and runs the steps
    // outside a transaction: the write lock, held around it, makes another process opening the
    // file wait for the steps, and a step that fails leaves nothing behind. Taking the lock also
    // proves the store takes a write.
    database.exec('BEGIN IMMEDIATE');
    try {
      await migrateToLatest(db.withoutPlugins(), 'sqlite');
      database.exec('COMMIT');
    } finally {
      if (database.inTransaction) database.exec('ROLLBACK');
    }
  } catch (error) {
    database.close();
    throw error;
  }
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const atomically = groupCommit(database);
  let limiterConnection: Database.Database | undefined;
  return {
    dialect: 'sqlite',
    db,
    atomically,
    writeOutcome: async (statement) => (await atomically([statement]))[0]!,
    rateLimiter(points, seconds) {
      // A connection of its own, outside any transaction of the leads', and without FULL
      // durability: a count lost to a power cut costs nothing.
      limiterConnection ??= new Database(file, { timeout: BUSY_TIMEOUT_MS });
      limiterConnection.pragma('synchronous = NORMAL');
      return new RateLimiterSQLite({
        storeClient: limiterConnection,
        storeType: 'better-sqlite3',
        ...limiterOptions(points, seconds),
      });
    },
    async scrubDeleted() {
      // The log still holds the pages as they were before the delete: copy it into the file
      // and empty it. A reader in another process may hold it for a moment.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const [result] = database.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
        if (!result?.busy) return 'the free pages zeroed, the write-ahead log emptied';
        await sleep(100);
      }
      return 'the free pages zeroed; the write-ahead log is in use';
    },
    async close() {
      await db.destroy();
      limiterConnection?.close();
    },
  };
}

/**
 * `npm run leads -- --backup`: one consistent copy of the store into a new, owner-only file, with
 * no write-ahead log to carry along, while servers write; resolves with the leads it holds.
 */
export async function backupSqliteDatabase(dataDir: string, copy: string): Promise<number> {
  const { db, close } = await openSqliteDatabase(dataDir);
  try {
    closeSync(openSync(copy, 'wx', 0o600));
  } catch (error) {
    await close();
    const exists = (error as NodeJS.ErrnoException).code === 'EEXIST';
    throw exists ? new Error(`${copy} exists: a backup never overwrites a file.`) : error;
  }
  try {
    await sql`VACUUM INTO ${copy}`.execute(db);
    const backup = new Database(copy, { readonly: true });
    const leads = backup.prepare('SELECT count(*) FROM leads').pluck().get() as number;
    backup.close();
    return leads;
  } catch (error) {
    rmSync(copy, { force: true });
    throw error;
  } finally {
    await close();
  }
}
