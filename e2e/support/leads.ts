import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from './test';
import { rawRequest, tokenHeaders } from '@/testing/raw-request';
import { TEST_HEALTH_TOKEN } from '@/testing/health-token';
import type { SiteServer } from '@/testing/site-server';
import { upstreamRequests } from '@/testing/upstream';

/** One submission as the site's own page sends it; resolves with the status and the JSON. */
export async function submit(
  server: SiteServer,
  path: string,
  body: object,
  { from, headers = {} }: { from?: string; headers?: Record<string, string> } = {},
) {
  const response = await rawRequest(`${server.url}${path}`, {
    headers: { ...tokenHeaders(), ...headers },
    body: JSON.stringify(body),
    ...(from ? { localAddress: from } : {}),
  });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    // not JSON: the status says what happened
  }
  return { status: response.status, json, headers: response.headers };
}

export type Health = {
  status: string;
  store: string;
  pending: number;
  oldestPendingSeconds: number;
  rejectedLast24Hours: number;
  failed: number;
  kept: number;
  erasures: { awaitingConfirmation: number; awaitingOperator: number; telling: number };
  destinations: Partial<
    Record<'upstream' | 'email' | 'webhook', { pending: number; oldestPendingSeconds: number }>
  >;
};

/** Health as the operator reads it: every count, with the servers' test token. */
export async function health(server: SiteServer): Promise<Health> {
  const response = await fetch(`${server.url}/api/health`, {
    headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
  });
  return (await response.json()) as Health;
}

const execute = promisify(execFile);

/** `npm run leads` with these arguments, on the store `env` names. */
export async function leadsCli(env: Record<string, string | undefined>, ...args: string[]) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const { stdout } = await execute(process.execPath, ['scripts/leads.mjs', ...args], {
    env: childEnv,
  });
  return stdout;
}

/**
 * Every request the upstream got for one lead (found by the part of the email before the @,
 * which a subscription's query carries encoded): answered with a 2xx exactly once, every one
 * under the same Idempotency-Key.
 */
export async function expectDeliveredOnce(email: string) {
  const requests = await upstreamRequests(email.split('@')[0]!);
  const delivered = requests.filter(({ status }) => status !== null && status < 300);
  expect(delivered, email).toHaveLength(1);
  const keys = new Set(requests.map(({ headers }) => headers['idempotency-key']));
  expect(keys.size, email).toBe(1);
  expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
}
