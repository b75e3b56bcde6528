import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery, type QueryResult } from 'kysely';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { migrateToLatest } from './migrations';
import type { StoreSchema } from './schema';
import { limiterOptions, type BackupReport, type StoreDatabase } from './store-database';

export const LEADS_FILE = 'leads.sqlite';

/** A locked store fails the one submission quickly (503) rather than stalling the process. */
export const BUSY_TIMEOUT_MS = 250;
/** Another process migrating the same file at start-up is waited for this long. */
const MIGRATION_BUSY_TIMEOUT_MS = 5_000;

/** Leads are personal data: the folder and the files are the owner's alone. */
function ownersOnlyFile(dataDir: string): string {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const file = join(directory, LEADS_FILE);
  // SQLite gives its -wal and -shm files the mode of the database file.
  closeSync(openSync(file, 'a', 0o600));
  return file;
}

/** Every page in one step: a step reads one snapshot, and a write between steps restarts it. */
const ALL_PAGES = 0x7fffffff;

/**
 * SQLite's online backup of `database` into a new file of the owner's alone, turned into a single
 * file (no write-ahead log to carry along); resolves with the leads the copy holds.
 */
async function backUp(database: Database.Database, file: string): Promise<BackupReport> {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new Error(`${file} exists: a backup never overwrites a file.`, { cause: error });
    }
    throw error;
  }
  try {
    await database.backup(file, { progress: () => ALL_PAGES });
    const copy = new Database(file);
    try {
      copy.pragma('journal_mode = DELETE');
      const { leads } = copy.prepare('SELECT count(*) AS leads FROM leads').get() as {
        leads: number;
      };
      return { made: true, leads };
    } finally {
      copy.close();
    }
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
}

/** Prepared statements kept per SQL text: the store's statements are a few dozen shapes. */
const PREPARED_STATEMENTS_KEPT = 200;

/**
 * `atomically` for SQLite, with group commit. Each call's statements run in a savepoint of their
 * own, all or none of them, and the calls made while the event loop was busy share one
 * transaction: one commit, so one fsync (synchronous = FULL), for a burst of leads and their
 * deliveries instead of one each, which the event loop would wait for in turn. A call resolves
 * only once its transaction has committed. Synchronous, so no other statement of the process
 * comes between them while the write lock is held.
 */
function groupCommit(database: Database.Database): StoreDatabase['atomically'] {
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      if (prepared.size >= PREPARED_STATEMENTS_KEPT) prepared.clear();
      found = database.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  // Called inside the batch's transaction, better-sqlite3 makes this a savepoint.
  const runCall = database.transaction((statements: CompiledQuery[]) =>
    statements.map((compiled) => {
      const query = statement(compiled.sql);
      const parameters = compiled.parameters as unknown[];
      if (query.reader) return { rows: query.all(...parameters) as Record<string, unknown>[] };
      return { rows: [], numAffectedRows: BigInt(query.run(...parameters).changes) };
    }),
  );
  type Call = {
    statements: CompiledQuery[];
    resolve: (results: QueryResult<Record<string, unknown>>[]) => void;
    reject: (error: unknown) => void;
  };
  const runBatch = database.transaction((calls: Call[]) =>
    calls.map((call) => {
      try {
        return { results: runCall(call.statements) };
      } catch (error) {
        return { error };
      }
    }),
  );
  let queued: Call[] = [];
  function commit() {
    const calls = queued;
    queued = [];
    let outcomes;
    try {
      // IMMEDIATE: the write lock from the start, so a read first never has to upgrade.
      outcomes = runBatch.immediate(calls);
    } catch (error) {
      for (const call of calls) call.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      if ('error' in outcome) calls[index]!.reject(outcome.error);
      else calls[index]!.resolve(outcome.results);
    });
  }
  return (statements) =>
    new Promise((resolve, reject) => {
      queued.push({ statements, resolve, reject });
      if (queued.length === 1) setImmediate(commit);
    });
}

/** The store of one server (and `npm run leads` beside it): DATA_DIR/leads.sqlite, migrated. */
export async function openSqliteDatabase(dataDir: string): Promise<StoreDatabase> {
  const file = ownersOnlyFile(dataDir);
  const database = new Database(file, { timeout: MIGRATION_BUSY_TIMEOUT_MS });
  let limiterConnection: Database.Database | undefined;
  try {
    database.pragma('journal_mode = WAL');
    // WAL's default (NORMAL) may lose the last commits on power loss; an answered lead must not.
    database.pragma('synchronous = FULL');
    // Deleted rows are overwritten with zeros, so a forgotten address leaves no free page behind.
    database.pragma('secure_delete = ON');
    const db = new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database }) });
    // Kysely's Migrator takes no lock on SQLite, counting on one connection, and runs the steps
    // outside a transaction: the write lock, held around it, makes another process opening the
    // file wait for the steps, and a step that fails leaves nothing behind.
    database.exec('BEGIN IMMEDIATE');
    try {
      await migrateToLatest(db, 'sqlite');
      database.exec('COMMIT');
    } catch (error) {
      if (database.inTransaction) database.exec('ROLLBACK');
      throw error;
    }
    database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);

    const atomically = groupCommit(database);

    return {
      dialect: 'sqlite',
      db,
      atomically,
      async writeOutcome(statement) {
        const [result] = await atomically([statement]);
        return result!;
      },
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
        for (let attempt = 0; ; attempt += 1) {
          const [result] = database.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
          if (!result?.busy) return 'the free pages zeroed, the write-ahead log emptied';
          if (attempt === 20) return 'the free pages zeroed; the write-ahead log is in use';
          await sleep(100);
        }
      },
      async probe() {
        database.exec('BEGIN IMMEDIATE');
        database.exec('ROLLBACK');
      },
      backup: (backupFile) => backUp(database, backupFile),
      async close() {
        await db.destroy();
        limiterConnection?.close();
      },
    };
  } catch (error) {
    database.close();
    throw error;
  }
}
