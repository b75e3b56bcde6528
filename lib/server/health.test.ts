import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { processSlot } from './process-slot';
import type { LeadStore } from './store/lead-store';

const token = 'a-health-token-of-32-characters-or-more';
const store = processSlot<Promise<LeadStore>>('lead-store');
let dataDir: string;

/** GET /api/health as a fresh server answers it, on the SQLite store in `dataDir`. */
async function ask(headers: Record<string, string> = {}, env: Record<string, string> = {}) {
  for (const [key, value] of Object.entries({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    UPSTREAM_API_BASE: '',
    SMTP_URL: '',
    LEAD_EMAIL_TO: '',
    LEAD_EMAIL_FROM: '',
    LEAD_WEBHOOK_URL: '',
    LEAD_WEBHOOK_SECRET: '',
    HEALTH_TOKEN: token,
    ...env,
  })) {
    vi.stubEnv(key, value);
  }
  vi.resetModules();
  const { healthCheck } = await import('./health');
  const response = await healthCheck(new Request('http://127.0.0.1/api/health', { headers }));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'health-'));
});
afterEach(async () => {
  await (await store.value?.catch(() => undefined))?.close();
  store.value = undefined;
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('refuses a wrong token, and any token when HEALTH_TOKEN is unset, with 401 and no count', async () => {
    for (const [headers, env] of [
      [{ Authorization: `Bearer ${token}x` }, {}],
      [{ Authorization: `Bearer ${token.slice(0, -1)}` }, {}],
      [{ Authorization: token }, {}],
      [{ Authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` }, {}],
      [{ Authorization: `Bearer ${token}` }, { HEALTH_TOKEN: '' }],
    ] as const) {
      const answer = await ask(headers, env);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(answer.body).toEqual({ statusCode: 401, message: 'Unauthorised.' });
    }
  });

  it('answers 503 when the store cannot be opened: the status alone to anyone, the store to the operator', async () => {
    // A file where the store's folder should be: the store cannot be opened.
    const notAFolder = join(dataDir, 'file');
    writeFileSync(notAFolder, '');
    const anyone = await ask({}, { DATA_DIR: notAFolder });
    expect(anyone.status).toBe(503);
    expect(anyone.body).toEqual({ status: 'unavailable' });
    const operator = await ask({ Authorization: `Bearer ${token}` }, { DATA_DIR: notAFolder });
    expect(operator.status).toBe(503);
    expect(operator.body).toEqual({ status: 'unavailable', store: 'sqlite' });
  });
});
