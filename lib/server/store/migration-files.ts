import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Migration = { version: string; sql: string };

/**
 * The plain SQL migrations of one store, in the order of their file names (001_..., 002_...).
 * Read from the project folder at start-up: the server runs from it (scripts/server.mjs).
 */
export function readMigrations(store: 'sqlite' | 'postgres'): Migration[] {
  const folder = join(process.cwd(), 'lib/server/store/migrations', store);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: readFileSync(join(folder, name), 'utf8'),
    }));
}

export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
)`;
