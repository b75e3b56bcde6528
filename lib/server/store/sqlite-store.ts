import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  insertValues,
  leadFromRow,
  type Lead,
  type LeadRow,
  type LeadStatus,
  type LeadStore,
  type NewLead,
  type RateWindow,
} from './lead-store';
import { MIGRATIONS_TABLE, readMigrations } from './migration-files';

export const LEADS_FILE = 'leads.sqlite';

/** A locked store fails the one submission quickly (503) rather than stalling the process. */
export const BUSY_TIMEOUT_MS = 250;

/**
 * Before the outbox, the store had one table with an integer id and no status. Its leads were
 * kept with no upstream, and stay so: the table is renamed and copied into the new one.
 */
function upgradeFirstStore(database: Database.Database) {
  const columns = database.prepare("SELECT name FROM pragma_table_info('leads')").all() as {
    name: string;
  }[];
  if (columns.length === 0 || columns.some(({ name }) => name === 'status')) return;
  database.exec('ALTER TABLE leads RENAME TO leads_first_store');
  return () => {
    const rows = database
      .prepare('SELECT kind, email, payload, created_at FROM leads_first_store ORDER BY id')
      .all() as { kind: string; email: string; payload: string; created_at: string }[];
    const insert = database.prepare(
      "INSERT INTO leads (id, kind, email, payload, status, created_at) VALUES (?, ?, ?, ?, 'kept', ?)",
    );
    for (const row of rows)
      insert.run(randomUUID(), row.kind, row.email, row.payload, row.created_at);
    database.exec('DROP TABLE leads_first_store');
  };
}

function migrate(database: Database.Database) {
  database.exec(MIGRATIONS_TABLE);
  const applied = new Set(
    (database.prepare('SELECT version FROM schema_migrations').all() as { version: string }[]).map(
      (row) => row.version,
    ),
  );
  database.transaction(() => {
    const copyFirstStore = upgradeFirstStore(database);
    for (const { version, sql } of readMigrations('sqlite')) {
      if (applied.has(version)) continue;
      database.exec(sql);
      database
        .prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)')
        .run(version, new Date().toISOString());
    }
    copyFirstStore?.();
  })();
}

/** Opens DATA_DIR/leads.sqlite for the owner only, durable, and migrated. */
function openDatabase(dataDir: string): Database.Database {
  const directory = resolve(dataDir);
  // Leads are personal data: the folder and the files are the owner's alone. SQLite gives its
  // -wal and -shm files the mode of the database file.
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const file = join(directory, LEADS_FILE);
  closeSync(openSync(file, 'a', 0o600));
  const database = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  database.pragma('journal_mode = WAL');
  // WAL's default (NORMAL) may lose the last commits on power loss; an answered lead must not.
  database.pragma('synchronous = FULL');
  migrate(database);
  return database;
}

const leadColumns =
  'id, kind, email, payload, attribution, status, attempts, last_error, next_attempt_at, created_at, delivered_at';

/** The store of one server: SQLite under DATA_DIR. Its calls are synchronous underneath. */
export function sqliteLeadStore(dataDir: string): LeadStore {
  const database = openDatabase(dataDir);
  const statements = {
    insert: database.prepare(
      `INSERT INTO leads (id, kind, email, payload, attribution, status, next_attempt_at, lease_until, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    claim: database.prepare(
      `UPDATE leads SET lease_until = ? WHERE id IN (
         SELECT id FROM leads
         WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
         ORDER BY next_attempt_at LIMIT ?)
       RETURNING ${leadColumns}`,
    ),
    delivered: database.prepare(
      "UPDATE leads SET status = 'delivered', delivered_at = ?, attempts = attempts + 1, lease_until = NULL, next_attempt_at = NULL WHERE id = ?",
    ),
    failedAttempt: database.prepare(
      `UPDATE leads SET attempts = attempts + 1, last_error = ?, lease_until = NULL,
         next_attempt_at = ?, status = CASE WHEN ? IS NULL THEN 'failed' ELSE status END
       WHERE id = ?`,
    ),
    listAll: database.prepare(`SELECT ${leadColumns} FROM leads ORDER BY seq DESC`),
    listByStatus: database.prepare(
      `SELECT ${leadColumns} FROM leads WHERE status = ? ORDER BY seq DESC`,
    ),
    pending: database.prepare(
      "SELECT count(*) AS pending, min(created_at) AS oldest FROM leads WHERE status = 'pending'",
    ),
    forget: database.prepare('DELETE FROM leads WHERE lower(email) = lower(?)'),
    count: database.prepare(
      `INSERT INTO rate_windows (key, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_windows.window_start <= excluded.window_start - ? THEN 1 ELSE rate_windows.count + 1 END,
         window_start = CASE WHEN rate_windows.window_start <= excluded.window_start - ? THEN excluded.window_start ELSE rate_windows.window_start END
       RETURNING count, window_start`,
    ),
    prune: database.prepare('DELETE FROM rate_windows WHERE window_start <= ?'),
  };
  let lastPrune = 0;

  return {
    name: 'sqlite',
    async insert(lead: NewLead) {
      statements.insert.run(...insertValues(lead));
    },
    async claimDue(now: number, leaseUntil: number, limit: number): Promise<Lead[]> {
      return (statements.claim.all(leaseUntil, now, now, limit) as LeadRow[]).map(leadFromRow);
    },
    async markDelivered(id: string, at: string) {
      statements.delivered.run(at, id);
    },
    async markAttemptFailed(id: string, error: string, nextAttemptAt: number | undefined) {
      const next = nextAttemptAt ?? null;
      statements.failedAttempt.run(error, next, next, id);
    },
    async list(status?: LeadStatus): Promise<Lead[]> {
      const rows = status ? statements.listByStatus.all(status) : statements.listAll.all();
      return (rows as LeadRow[]).map(leadFromRow);
    },
    async pendingStats() {
      const { pending, oldest } = statements.pending.get() as {
        pending: number;
        oldest: string | null;
      };
      return { pending, ...(oldest ? { oldestCreatedAt: oldest } : {}) };
    },
    async forget(email: string) {
      return statements.forget.run(email).changes;
    },
    async countSubmission(key: string, now: number, windowMs: number): Promise<RateWindow> {
      if (now - lastPrune > windowMs) {
        lastPrune = now;
        statements.prune.run(now - windowMs);
      }
      const row = statements.count.get(key, now, windowMs, windowMs) as {
        count: number;
        window_start: number;
      };
      return { count: row.count, windowStart: row.window_start };
    },
    async probe() {
      database.exec('BEGIN IMMEDIATE');
      database.exec('ROLLBACK');
    },
    async close() {
      database.close();
    },
  };
}
