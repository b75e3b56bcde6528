import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadStoreOn } from './lead-store';
import { BUSY_TIMEOUT_MS, LEADS_FILE, openSqliteDatabase } from './sqlite-database';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const lead = (email = 'asha@example.in') =>
  ({
    id: randomUUID(),
    kind: 'newsletter_subscription',
    email,
    payload: { email },
    destinations: [],
    createdAt: '2026-11-22T10:00:00.000Z',
  }) as const;

const openStore = async (dataDir: string) => leadStoreOn(await openSqliteDatabase(dataDir));

describe('the SQLite lead store', () => {
  it('creates its folder and files for the owner only: durable, deleted rows zeroed', async () => {
    const dataDir = join(root, 'data');
    const spy = vi.spyOn(Database.prototype, 'pragma');
    const store = await openStore(dataDir);
    await store.insert(lead());
    expect(spy.mock.calls.map(([pragma]) => pragma)).toEqual(
      expect.arrayContaining(['journal_mode = WAL', 'synchronous = FULL', 'secure_delete = ON']),
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
    const store = await openStore(dataDir);
    const other = new Database(join(dataDir, LEADS_FILE));
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    await expect(store.insert(lead())).rejects.toThrow(/locked/);
    expect(Date.now() - started).toBeLessThan(BUSY_TIMEOUT_MS + 500);
    other.exec('ROLLBACK');
    other.close();
    await expect(store.insert(lead())).resolves.toEqual([]);
    await store.close();
  });

  it('a burst of writes shares its commits: one refused write fails alone, the others are kept', async () => {
    const dataDir = join(root, 'data');
    const store = await openStore(dataDir);
    const burst = Array.from({ length: 50 }, (_, i) => lead(`burst${i}@example.in`));
    const duplicate = { ...burst[7]!, email: 'copy@example.in' };
    const outcomes = await Promise.allSettled(
      [...burst, duplicate].map((each) => store.insert(each)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(50);
    expect(outcomes.at(-1)).toMatchObject({
      status: 'rejected',
      reason: { code: 'SQLITE_CONSTRAINT_UNIQUE' },
    });
    expect((await store.list()).map((each) => each.email).sort()).toEqual(
      burst.map((each) => each.email).sort(),
    );
    // Read from another connection: every write a caller was told of is on disk.
    const reader = new Database(join(dataDir, LEADS_FILE), { readonly: true });
    expect(reader.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 50 });
    reader.close();
    await store.close();
  });

  it('after --forget, the address is nowhere in the files: not in free pages, not in the log', async () => {
    const dataDir = join(root, 'data');
    const store = await openStore(dataDir);
    const other = await openStore(dataDir);
    const forgotten = 'forget-me-7f3a@example.in';
    for (let i = 0; i < 50; i += 1) await store.insert(lead(`kept${i}@example.in`));
    await store.insert(lead(forgotten));
    await store.insert(lead(forgotten.toUpperCase()));
    const filesHolding = (text: string) =>
      readdirSync(dataDir).filter((name) =>
        readFileSync(join(dataDir, name)).includes(Buffer.from(text)),
      );
    expect(filesHolding(forgotten).length).toBeGreaterThan(0);

    // Forgotten from another connection, as `npm run leads` would, while the server's is open.
    expect(await other.forget(forgotten, Date.now())).toMatchObject({ removed: 2 });
    expect(filesHolding(forgotten)).toEqual([]);
    expect(filesHolding(forgotten.toUpperCase())).toEqual([]);
    expect(filesHolding('kept49@example.in').length).toBeGreaterThan(0);
    await other.close();
    await store.close();
  });
});
