import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let root: string;

/** A fresh copy of the module, so each test opens its own store. */
async function leadStore(dataDir: string) {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.resetModules();
  return import('./lead-store');
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lead-store-'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('lead store', () => {
  it('creates its folder and files for the owner only, synchronous = FULL', async () => {
    const dataDir = join(root, 'data');
    const { saveLead, LEADS_FILE } = await leadStore(dataDir);
    saveLead('newsletter_subscription', 'asha@example.in', { email: 'asha@example.in' });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of [LEADS_FILE, `${LEADS_FILE}-wal`, `${LEADS_FILE}-shm`]) {
      expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
    }
    const reader = new Database(join(dataDir, LEADS_FILE), { readonly: true });
    expect(reader.prepare('SELECT email FROM leads').all()).toEqual([{ email: 'asha@example.in' }]);
    reader.close();
  });

  it('opens with a durable, quickly failing connection', async () => {
    const spy = vi.spyOn(Database.prototype, 'pragma');
    const { openLeadStore } = await leadStore(join(root, 'data'));
    openLeadStore();
    expect(spy.mock.calls.map(([pragma]) => pragma)).toEqual(
      expect.arrayContaining(['journal_mode = WAL', 'synchronous = FULL']),
    );
    spy.mockRestore();
  });

  it('stops with a message naming DATA_DIR when the folder cannot be written', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    const { openLeadStore } = await leadStore(join(file, 'data'));
    expect(() => openLeadStore()).toThrow(/DATA_DIR=".*a-file\/data"/);
  });

  it('fails a write within a quarter second when another writer holds the store', async () => {
    const dataDir = join(root, 'data');
    const { openLeadStore, saveLead, LEADS_FILE, BUSY_TIMEOUT_MS } = await leadStore(dataDir);
    openLeadStore();
    const other = new Database(join(dataDir, LEADS_FILE));
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    expect(() => saveLead('newsletter_subscription', 'a@example.in', {})).toThrow(/locked/);
    expect(Date.now() - started).toBeLessThan(BUSY_TIMEOUT_MS + 500);
    other.exec('ROLLBACK');
    other.close();
    expect(() => saveLead('newsletter_subscription', 'a@example.in', {})).not.toThrow();
  });
});
