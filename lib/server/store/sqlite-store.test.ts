import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_TIMEOUT_MS, LEADS_FILE, sqliteLeadStore } from './sqlite-store';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const lead = {
  id: '0b7f1c52-0c4b-4c36-8d5a-7b1f0e1c9a01',
  kind: 'newsletter_subscription',
  email: 'asha@example.in',
  payload: { email: 'asha@example.in' },
  status: 'kept',
  createdAt: '2026-11-22T10:00:00.000Z',
} as const;

describe('the SQLite lead store', () => {
  it('creates its folder and files for the owner only, synchronous = FULL', async () => {
    const dataDir = join(root, 'data');
    const spy = vi.spyOn(Database.prototype, 'pragma');
    const store = sqliteLeadStore(dataDir);
    await store.insert(lead);
    expect(spy.mock.calls.map(([pragma]) => pragma)).toEqual(
      expect.arrayContaining(['journal_mode = WAL', 'synchronous = FULL']),
    );
    spy.mockRestore();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of [LEADS_FILE, `${LEADS_FILE}-wal`, `${LEADS_FILE}-shm`]) {
      expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
    }
    await store.close();
  });

  it('is opened through a message naming DATA_DIR when the folder cannot be written', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    vi.stubEnv('DATA_DIR', join(file, 'data'));
    vi.stubEnv('DATABASE_URL', '');
    vi.resetModules();
    const { leadStore } = await import('./open-lead-store');
    await expect(leadStore()).rejects.toThrow(/DATA_DIR=".*a-file\/data"/);
  });

  it('fails a write within a quarter second when another writer holds the store', async () => {
    const dataDir = join(root, 'data');
    const store = sqliteLeadStore(dataDir);
    const other = new Database(join(dataDir, LEADS_FILE));
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    await expect(store.insert(lead)).rejects.toThrow(/locked/);
    expect(Date.now() - started).toBeLessThan(BUSY_TIMEOUT_MS + 500);
    other.exec('ROLLBACK');
    other.close();
    await expect(store.insert(lead)).resolves.toBeUndefined();
    await store.close();
  });

  it("keeps the leads of the store's first version, as kept leads with ids", async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const first = new Database(join(dataDir, LEADS_FILE));
    first.exec(`CREATE TABLE leads (
      id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, email TEXT NOT NULL,
      payload TEXT NOT NULL, created_at TEXT NOT NULL)`);
    first
      .prepare('INSERT INTO leads (kind, email, payload, created_at) VALUES (?, ?, ?, ?)')
      .run('demo_request', 'old@example.in', '{"name":"Old Lead"}', '2026-01-02T03:04:05.000Z');
    first.close();

    const store = sqliteLeadStore(dataDir);
    const [kept] = await store.list();
    expect(kept).toMatchObject({
      kind: 'demo_request',
      email: 'old@example.in',
      payload: { name: 'Old Lead' },
      status: 'kept',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(kept?.id).toMatch(/^[0-9a-f-]{36}$/);
    await store.close();
    // Opening again migrates nothing twice.
    const again = sqliteLeadStore(dataDir);
    expect(await again.list()).toHaveLength(1);
    await again.close();
  });
});
