import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dataDir } from '@/lib/config';

/**
 * The embedded store used when no upstream is configured: one SQLite file, data/leads.sqlite
 * (DATA_DIR). scripts/leads.mjs reads the same table.
 */
export type LeadKind = 'demo_request' | 'newsletter_subscription';

export const LEADS_FILE = 'leads.sqlite';

/** A locked store fails the one submission quickly (503) rather than stalling the process. */
export const BUSY_TIMEOUT_MS = 250;

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
  try {
    // Leads are personal data: the folder and the files are the owner's alone. SQLite gives
    // its -wal and -shm files the mode of the database file.
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const file = join(directory, LEADS_FILE);
    closeSync(openSync(file, 'a', 0o600));
    const opened = new Database(file, { timeout: BUSY_TIMEOUT_MS });
    opened.pragma('journal_mode = WAL');
    // WAL's default (NORMAL) may lose the last commits on power loss; an answered lead must not.
    opened.pragma('synchronous = FULL');
    opened.exec(schema);
    opened.exec('BEGIN IMMEDIATE');
    opened.exec('ROLLBACK');
    database = opened;
    return opened;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The lead store cannot be written: DATA_DIR=${JSON.stringify(dataDir())} (${directory}): ${reason}`,
      { cause: error },
    );
  }
}

/** Opens the store and checks it can take a write; at start-up, so a bad DATA_DIR stops it. */
export function openLeadStore(): void {
  open();
}

/** Writes one accepted submission; synchronous, so it is on disk before the answer goes out. */
export function saveLead(kind: LeadKind, email: string, payload: object): void {
  open()
    .prepare('INSERT INTO leads (kind, email, payload, created_at) VALUES (?, ?, ?, ?)')
    .run(kind, email, JSON.stringify(payload), new Date().toISOString());
}
