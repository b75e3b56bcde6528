import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '@/lib/server/store/lead-store';
import { postgresLeadStore } from '@/lib/server/store/postgres-store';
import { sqliteLeadStore } from '@/lib/server/store/sqlite-store';
import { freshPostgresDatabase } from '@/lib/server/store/test-database';

function lead(overrides: Partial<NewLead>): NewLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email: 'asha@example.in',
    payload: { name: 'Asha Verma', email: 'asha@example.in', keepInformed: false },
    status: 'kept',
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

/** Each store with the same leads in it, and the environment that points `npm run leads` at it. */
const stores: [
  string,
  () => Promise<{ env: Record<string, string>; store: LeadStore; drop: () => Promise<void> }>,
][] = [
  [
    'SQLite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'leads-'));
      const store = sqliteLeadStore(dataDir);
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        store,
        drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const database = await freshPostgresDatabase();
      return {
        env: { DATABASE_URL: database.url },
        store: await postgresLeadStore(database.url),
        drop: database.drop,
      };
    },
  ],
];

describe.each(stores)('npm run leads on %s', (_, open) => {
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  const leads = (...args: string[]) =>
    execFileSync(process.execPath, ['scripts/leads.mjs', ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  beforeAll(async () => {
    const opened = await open();
    ({ env, drop } = opened);
    // Stored before the schema refused control characters, or written by another tool.
    await opened.store.insert(
      lead({
        payload: {
          name: 'Asha\u001b[2J\u001b[H Verma',
          message: 'Hello\n2026-01-01T00:00:00.000Z  demo_request\n  email: boss@example.in\u202e',
        },
        createdAt: '2026-11-22T09:00:00.000Z',
      }),
    );
    await opened.store.insert(
      lead({
        kind: 'newsletter_subscription',
        email: 'ravi@example.in',
        payload: { email: 'ravi@example.in' },
        status: 'pending',
        attribution,
      }),
    );
    await opened.store.close();
  });
  afterAll(() => drop());

  it('shows control characters and bidi overrides as escapes, and marks later lines', () => {
    const listing = leads();
    expect(listing).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(listing).toContain('name: Asha\\u{1b}[2J\\u{1b}[H Verma');
    expect(listing).toContain('message: Hello\n    > 2026-01-01T00:00:00.000Z  demo_request\n');
    expect(listing).toContain('    >   email: boss@example.in\\u{202e}');
  });

  it('lists each lead with its status, and filters by status', () => {
    expect(leads()).toMatch(/newsletter_subscription {2}pending\n {2}email: ravi@example.in/);
    const pending = leads('--status', 'pending');
    expect(pending).toContain('ravi@example.in');
    expect(pending).not.toContain('Asha');
    expect(leads('--status', 'delivered')).toMatch(/^No delivered leads yet/);
  });

  it('shows where each lead came from: source, medium, campaign, click id, ref, landing page', () => {
    const csv = leads('--csv').trim().split('\r\n');
    expect(csv[0]).toBe(
      'created_at,kind,status,attempts,last_error,email,name,mobile,subject,demoDate,demoTime,wapNotification,keepInformed,connectExpert,message,first_source,first_medium,first_campaign,first_click_id,first_ref,first_landing_page,last_source,last_medium,last_campaign,last_click_id,last_ref,last_landing_page',
    );
    expect(csv[1]).toBe(
      '2026-11-22T10:00:00.000Z,newsletter_subscription,pending,0,,ravi@example.in,,,,,,,,,,google,cpc,wa-q4,gclid,,/services/whatsapp,,,,,rep-17,/',
    );
    expect(leads()).toContain('first_click_id: gclid');
  });

  it('escapes them in the CSV too, keeping line breaks inside quotes', () => {
    const csv = leads('--csv');
    expect(csv).not.toMatch(/[\u001b\u202e]/);
    expect(csv).toContain('"Hello\n2026-01-01T00:00:00.000Z  demo_request\n');
  });

  it('forgets every lead of an address and says how many it removed', () => {
    expect(leads('--forget', 'ASHA@example.in')).toMatch(/^Removed 1 lead\(s\) of ASHA@example.in/);
    expect(leads()).not.toContain('Asha');
    expect(leads('--forget', 'asha@example.in')).toMatch(/^Removed 0 lead\(s\)/);
  });
});
