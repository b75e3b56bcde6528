import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '@/lib/server/store/lead-store';
import { testStores } from '@/testing/lead-stores';
// @ts-expect-error plain ES module shared with npm run build
import { bundleLeadsCli, standaloneLeadsCli } from './bundles.mjs';

function lead(overrides: Partial<NewLead>): NewLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email: 'asha@example.in',
    payload: { name: 'Asha Verma', email: 'asha@example.in', keepInformed: false },
    destinations: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const attribution = {
  first: {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'wa-q4',
    gclid: 'abc123',
    landingPath: '/services/whatsapp',
    at: '2026-11-21T10:00:00.000Z',
  },
  last: { ref: 'rep-17', landingPath: '/', at: '2026-11-22T09:00:00.000Z' },
  formPath: '/contact',
};

describe.each(testStores)('npm run leads on %s', (name, fresh) => {
  const onSqlite = name === 'SQLite';
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let open: () => Promise<LeadStore>;
  /** The CLI's exit code and everything it printed. */
  const run = (...args: string[]) => {
    const { status, stdout, stderr } = spawnSync(process.execPath, ['scripts/leads.mjs', ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    return { status, output: stdout + stderr };
  };
  const leads = (...args: string[]) => run(...args).output;

  beforeAll(async () => {
    const testStore = await fresh();
    ({ env, drop, open } = testStore);
    const store = await testStore.open();
    // Stored before the schema refused control characters, or written by another tool.
    await store.insert(
      lead({
        payload: {
          name: 'Asha\u001b[2J\u001b[H Verma',
          message: 'Hello\n2026-01-01T00:00:00.000Z  demo_request\n  email: boss@example.in\u202e',
        },
        createdAt: '2026-11-22T09:00:00.000Z',
      }),
    );
    await store.insert(
      lead({
        kind: 'newsletter_subscription',
        email: 'ravi@example.in',
        payload: { email: 'ravi@example.in' },
        destinations: ['upstream', 'email'],
        attribution,
      }),
    );
    const refused = lead({
      email: 'meera@example.in',
      payload: { name: 'Meera Iyer', email: 'meera@example.in' },
      destinations: ['upstream'],
      createdAt: '2026-11-22T11:00:00.000Z',
    });
    const [claim] = await store.insert(refused, Date.now() + 30_000);
    await store.settle(claim!, {
      status: 'rejected',
      at: '2026-11-22T11:00:01.000Z',
      reply: { status: 422, body: { statusCode: 422, message: 'Mobile number is not valid' } },
    });
    await store.insert(
      lead({
        email: 'old@example.in',
        payload: { name: 'Old Lead', email: 'old@example.in' },
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    );
    await store.close();
  });
  afterAll(() => drop());

  it('shows control characters and bidi overrides as escapes, and marks later lines, in the CSV too', () => {
    const listing = leads();
    expect(listing).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(listing).toContain('name: Asha\\u{1b}[2J\\u{1b}[H Verma');
    expect(listing).toContain('message: Hello\n    > 2026-01-01T00:00:00.000Z  demo_request\n');
    expect(listing).toContain('    >   email: boss@example.in\\u{202e}');
    // In the CSV too, its line breaks kept inside quotes.
    const csv = leads('--csv');
    expect(csv).not.toMatch(/[\u001b\u202e]/);
    expect(csv).toContain('"Hello\n2026-01-01T00:00:00.000Z  demo_request\n');
  });

  it('lists each lead with its status, and filters by status', () => {
    expect(leads()).toMatch(
      /newsletter_subscription {2}pending\n {2}to upstream: pending\n {2}to email: pending\n {2}id: [0-9a-f-]{36}\n {2}email: ravi@example.in/,
    );
    const pending = leads('--status', 'pending');
    expect(pending).toContain('ravi@example.in');
    expect(pending).not.toContain('Asha');
    expect(leads('--status', 'delivered')).toMatch(/^No delivered leads yet/);
  });

  it('shows where each lead came from: source, medium, campaign, click id, ref, landing page', () => {
    const csv = leads('--csv').trim().split('\r\n');
    expect(csv[0]).toBe(
      'created_at,id,kind,status,deliveries,refusals,email,name,mobile,subject,demoDate,demoTime,wapNotification,keepInformed,connectExpert,message,first_source,first_medium,first_campaign,first_click_id,first_ref,first_landing_page,last_source,last_medium,last_campaign,last_click_id,last_ref,last_landing_page,notice,withdrew',
    );
    expect(csv.find((line) => line.includes('ravi@'))).toMatch(
      /^2026-11-22T10:00:00.000Z,[0-9a-f-]{36},newsletter_subscription,pending,upstream: pending; email: pending,,ravi@example.in,,,,,,,,,,google,cpc,wa-q4,gclid,,\/services\/whatsapp,,,,,rep-17,\/,,$/,
    );
    expect(leads()).toContain('first_click_id: gclid');
  });

  it('lists the leads the upstream refused, with its answer', () => {
    const rejected = leads('--status', 'rejected');
    expect(rejected).toMatch(/^1 lead\(s\) in /);
    expect(rejected).toContain(
      'demo_request  rejected\n  to upstream: rejected, 1 attempt(s), answer {"status":422,"body":{"statusCode":422,"message":"Mobile number is not valid"}}\n',
    );
    const csv = leads('--csv', '--status', 'rejected').trim().split('\r\n');
    expect(csv[1]).toContain(
      ',demo_request,rejected,"upstream: rejected, 1 attempt(s)","{""upstream"":{""status"":422,""body"":{""statusCode"":422,""message"":""Mobile number is not valid""}}}",meera@example.in,',
    );
    expect(rejected).toContain('email: meera@example.in');
  });

  it('purges the leads created before a date, keeping the pending ones', () => {
    expect(leads('--purge-before', 'yesterday')).toMatch(/^Not a date: "yesterday"/);
    expect(leads('--purge-before', '2026-01-01')).toMatch(
      /^Removed the leads created before 2026-01-01T00:00:00.000Z from .*: 1 kept\. Pending leads are kept\.\n$/,
    );
    expect(leads()).not.toContain('old@example.in');
    expect(leads()).toContain('meera@example.in');
  });

  it('forgets every lead of an address and says what it removed', () => {
    const output = leads('--forget', 'ASHA@example.in');
    expect(output).toMatch(/^Removed 1 lead\(s\) of ASHA@example.in/);
    expect(output).toMatch(
      /\nRecorded as erasure [0-9a-f-]{36}, without the address\.\nFiles: (the free pages zeroed, the write-ahead log emptied|the tables vacuumed)\.\n$/,
    );
    expect(leads()).not.toContain('Asha');
    expect(leads('--forget', 'asha@example.in')).toMatch(/^Removed 0 lead\(s\)/);
    // The record of each erasure, without the address.
    const erasures = leads('--erasures');
    expect(erasures).toMatch(/^2 erasure request\(s\) in .*, newest first:\n/);
    expect(erasures).toMatch(
      /erasure [0-9a-f-]{36} {2}erased\n {2}address hash: \S+\n {2}erased: \S+, 1 lead\(s\)/,
    );
    expect(erasures).not.toMatch(/asha@/i);
  });

  it('shows the operator each request to erase that waits on them, with the address', async () => {
    const store = await open();
    try {
      await store.requestErasure('kiran@example.in', Date.now());
    } finally {
      await store.close();
    }
    expect(leads()).toMatch(
      /^Erasure requested on \S+ for kiran@example\.in: confirm it with them \(the grievance contact\), then run npm run leads -- --forget <their email>\.\n\n/,
    );
    expect(leads('--forget', 'kiran@example.in')).toMatch(/^Removed 0 lead\(s\)/);
    expect(leads()).not.toContain('kiran@');
    expect(leads('--erasures')).not.toContain('awaiting_operator');
  });

  describe('the store named in .env files, as the server beside it reads them', () => {
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(join(tmpdir(), 'leads-env-'));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    /** The store's variables as a .env file's lines. */
    const envFile = () =>
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}\n`)
        .join('');
    /** This process's environment without the store's variables or the tests' NODE_ENV. */
    const withoutStore = () => {
      const rest: Record<string, string | undefined> = { ...process.env };
      for (const name of ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', ...Object.keys(env)]) {
        delete rest[name];
      }
      return rest;
    };
    const listed = (file: string, cwd: string, extra: Record<string, string> = {}) =>
      execFileSync(process.execPath, [file, '--status', 'pending'], {
        cwd,
        env: { ...withoutStore(), ...extra } as NodeJS.ProcessEnv,
        encoding: 'utf8',
      });

    it('npm run leads reads .env.production and .env.local in the folder it runs in, as next start does', () => {
      const project = join(folder, 'project');
      mkdirSync(project);
      const cli = resolve('scripts/leads.mjs');
      writeFileSync(join(project, '.env.production'), envFile());
      expect(listed(cli, project)).toContain('email: ravi@example.in');
      rmSync(join(project, '.env.production'));
      writeFileSync(join(project, '.env.local'), envFile());
      expect(listed(cli, project)).toContain('email: ravi@example.in');
      // The process's own variables come first, as they do for the server.
      const elsewhere = join(folder, 'elsewhere');
      expect(listed(cli, project, { DATA_DIR: elsewhere, DATABASE_URL: '' })).toBe(
        `No pending leads yet (DATA_DIR=${JSON.stringify(elsewhere)}).\n`,
      );
    });

    it('the standalone CLI reads the .env files beside it, wherever it is run from', async () => {
      const build = join(folder, 'build');
      // What the standalone folder holds that the CLI uses: the traced native driver and client.
      mkdirSync(join(build, 'standalone'), { recursive: true });
      symlinkSync(resolve('node_modules'), join(build, 'standalone/node_modules'));
      await (bundleLeadsCli as (root: string, distDir: string) => Promise<void>)(
        '.',
        relative('.', build),
      );
      writeFileSync(join(build, 'standalone/.env.production'), envFile());
      const cli = (standaloneLeadsCli as (distDir: string) => string)(build);
      expect(listed(resolve(cli), folder)).toContain('email: ravi@example.in');
    });
  });

  describe('--backup', () => {
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(join(tmpdir(), 'leads-backup-'));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it.runIf(onSqlite)('never overwrites a file', () => {
      const file = join(folder, 'taken.sqlite');
      writeFileSync(file, 'not a backup');
      const { status, output } = run('--backup', file);
      expect(output).toBe(`No backup: ${file} exists: a backup never overwrites a file.\n`);
      expect(status).toBe(1);
      expect(String(execFileSync('cat', [file]))).toBe('not a backup');
    });

    it.skipIf(onSqlite)('prints the pg_dump command instead, without the password', () => {
      const file = join(folder, 'leads.dump');
      const { status, output } = run('--backup', file);
      expect(status).toBe(1);
      const url = new URL(env.DATABASE_URL!);
      expect(url.password).not.toBe('');
      expect(output).not.toContain(`:${url.password}@`);
      url.password = '';
      expect(output).toContain(`\n  pg_dump --format=custom --file '${file}' '${url.href}'\n`);
      expect(existsSync(file)).toBe(false);
    });
  });
});
