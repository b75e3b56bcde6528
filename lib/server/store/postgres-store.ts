import pg from 'pg';
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

/** Instances that start together take turns at the migrations under this advisory lock. */
const MIGRATION_LOCK = 7_340_113;

/** Fail a query fast when the database is away: the visitor's answer is then a 503, not a hang. */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 5_000;

const leadColumns =
  'id, kind, email, payload, attribution, status, attempts, last_error, next_attempt_at, created_at, delivered_at';

async function migrate(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const { rows } = await client.query<{ version: string }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    for (const { version, sql } of readMigrations('postgres')) {
      if (applied.has(version)) continue;
      await client.query('BEGIN');
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        version,
        new Date().toISOString(),
      ]);
      await client.query('COMMIT');
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** The store that every instance shares: PostgreSQL at DATABASE_URL. */
export async function postgresLeadStore(databaseUrl: string): Promise<LeadStore> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 5,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // A connection the server drops (a restart, a failover) must not take the process down.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  let lastPrune = 0;
  const rows = async (sql: string, values: unknown[] = []) =>
    ((await pool.query(sql, values)).rows as LeadRow[]).map(leadFromRow);

  return {
    name: 'postgres',
    async insert(lead: NewLead) {
      await pool.query(
        `INSERT INTO leads (id, kind, email, payload, attribution, status, next_attempt_at, lease_until, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [...insertValues(lead)],
      );
    },
    claimDue(now: number, leaseUntil: number, limit: number): Promise<Lead[]> {
      // SKIP LOCKED: an instance claiming at the same moment takes other rows, never these.
      return rows(
        `UPDATE leads SET lease_until = $1 WHERE id IN (
           SELECT id FROM leads
           WHERE status = 'pending' AND next_attempt_at <= $2 AND (lease_until IS NULL OR lease_until < $2)
           ORDER BY next_attempt_at LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING ${leadColumns}`,
        [leaseUntil, now, limit],
      );
    },
    async markDelivered(id: string, at: string) {
      await pool.query(
        "UPDATE leads SET status = 'delivered', delivered_at = $1, attempts = attempts + 1, lease_until = NULL, next_attempt_at = NULL WHERE id = $2",
        [at, id],
      );
    },
    async markAttemptFailed(id: string, error: string, nextAttemptAt: number | undefined) {
      await pool.query(
        `UPDATE leads SET attempts = attempts + 1, last_error = $1, lease_until = NULL,
           next_attempt_at = $2, status = CASE WHEN $2::BIGINT IS NULL THEN 'failed' ELSE status END
         WHERE id = $3`,
        [error, nextAttemptAt ?? null, id],
      );
    },
    list(status?: LeadStatus): Promise<Lead[]> {
      return status
        ? rows(`SELECT ${leadColumns} FROM leads WHERE status = $1 ORDER BY seq DESC`, [status])
        : rows(`SELECT ${leadColumns} FROM leads ORDER BY seq DESC`);
    },
    async pendingStats() {
      const {
        rows: [row],
      } = await pool.query<{ pending: string; oldest: string | null }>(
        "SELECT count(*) AS pending, min(created_at) AS oldest FROM leads WHERE status = 'pending'",
      );
      return {
        pending: Number(row?.pending ?? 0),
        ...(row?.oldest ? { oldestCreatedAt: row.oldest } : {}),
      };
    },
    async forget(email: string) {
      return (
        (await pool.query('DELETE FROM leads WHERE lower(email) = lower($1)', [email])).rowCount ??
        0
      );
    },
    async countSubmission(key: string, now: number, windowMs: number): Promise<RateWindow> {
      const {
        rows: [row],
      } = await pool.query<{ count: number; window_start: string }>(
        `INSERT INTO rate_windows (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_windows.window_start <= excluded.window_start - $3 THEN 1 ELSE rate_windows.count + 1 END,
           window_start = CASE WHEN rate_windows.window_start <= excluded.window_start - $3 THEN excluded.window_start ELSE rate_windows.window_start END
         RETURNING count, window_start`,
        [key, now, windowMs],
      );
      if (now - lastPrune > windowMs) {
        lastPrune = now;
        await pool.query('DELETE FROM rate_windows WHERE window_start <= $1', [now - windowMs]);
      }
      return { count: Number(row?.count), windowStart: Number(row?.window_start) };
    },
    async probe() {
      await pool.query('SELECT 1 FROM leads LIMIT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
