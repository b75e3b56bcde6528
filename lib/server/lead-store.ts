import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dataDir } from '@/lib/config';

/**
 * The embedded store used when no upstream is configured: one SQLite file, data/leads.sqlite
 * (DATA_DIR). scripts/leads.mjs reads the same table.
 */
export type LeadKind = 'demo_request' | 'newsletter_subscription';

export const LEADS_FILE = 'leads.sqlite';

const schema = `
  CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    email TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`;

let database: Database.Database | undefined;

function open(): Database.Database {
  if (database) return database;
  const directory = resolve(dataDir());
  mkdirSync(directory, { recursive: true });
  const opened = new Database(join(directory, LEADS_FILE));
  opened.pragma('journal_mode = WAL');
  opened.exec(schema);
  database = opened;
  return opened;
}

/** Writes one accepted submission; synchronous, so it is on disk before the answer goes out. */
export function saveLead(kind: LeadKind, email: string, payload: object): void {
  open()
    .prepare('INSERT INTO leads (kind, email, payload, created_at) VALUES (?, ?, ?, ?)')
    .run(kind, email, JSON.stringify(payload), new Date().toISOString());
}
