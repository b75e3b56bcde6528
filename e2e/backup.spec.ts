import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from './support/test';
import { leadsCli, submit } from './support/leads';
import { withServer } from './support/test-servers';
import { uniqueMarker } from '@/testing/upstream';
import { endpoints } from '@/lib/http/endpoints';

let folder: string;
test.beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'leads-backup-'));
});
test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a backup taken while leads arrive holds every lead answered before it began', async () => {
  test.setTimeout(120_000);
  const dataDir = join(folder, 'data');
  const env = { DATA_DIR: dataDir, UPSTREAM_API_BASE: undefined, RATE_LIMIT_PER_MINUTE: '100000' };
  await withServer(env, async (server) => {
    const marker = uniqueMarker('backup');
    const total = 200;
    const answeredAt = new Map<string, number>();
    const refused: number[] = [];
    let next = 0;
    // Paced, so the submissions go on for the whole backup rather than ending before it starts.
    const sender = async () => {
      while (next < total) {
        const email = `${marker}-${next++}@example.in`;
        const { status } = await submit(server, endpoints.subscribe, { email });
        if (status === 200) answeredAt.set(email, performance.now());
        else refused.push(status);
        await sleep(60);
      }
    };
    const sending = Promise.all([sender(), sender()]);
    await expect.poll(() => answeredAt.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);

    const file = join(folder, 'backup.sqlite');
    const startedAt = performance.now();
    const output = await leadsCli({ DATA_DIR: dataDir }, '--backup', file);
    const endedAt = performance.now();
    await sending;
    expect(refused).toEqual([]);
    expect(answeredAt.size).toBe(total);
    const answered = [...answeredAt];
    expect(answered.filter(([, at]) => at > endedAt).length, 'answered after it').toBeGreaterThan(
      0,
    );

    expect(statSync(file).mode & 0o777).toBe(0o600);
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const emails = new Set(copy.prepare('SELECT email FROM leads').pluck().all() as string[]);
      expect(output).toMatch(new RegExp(`^Backed up ${emails.size} lead\\(s\\) from `));
      const before = answered.filter(([, at]) => at < startedAt).map(([email]) => email);
      expect(before.length).toBeGreaterThanOrEqual(30);
      expect(before.filter((email) => !emails.has(email))).toEqual([]);
      expect([...emails].filter((email) => !answeredAt.has(email))).toEqual([]);
    } finally {
      copy.close();
    }
  });
});
