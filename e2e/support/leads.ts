import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from './test';
import { rawRequest, tokenHeaders } from '@/testing/raw-request';
import { TEST_HEALTH_TOKEN } from '@/testing/health-token';
import { upstreamRequests } from '@/testing/upstream';

/**
 * One request as the site's own page sends it (same origin, cookie and header token), unless
 * `headers` says otherwise; resolves with the status, the JSON and the headers.
 */
export async function submit(
  server: { url: string },
  path: string,
  body?: object | string,
  {
    from,
    headers = {},
    method = 'POST',
  }: { from?: string; headers?: Record<string, string>; method?: string } = {},
) {
  const response = await rawRequest(`${server.url}${path}`, {
    method,
    headers: { ...tokenHeaders(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
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
export async function health(server: { url: string }): Promise<Health> {
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

/** The upstream's answers of 2xx to the requests for one lead (by its email's local part). */
export async function deliveries(email: string) {
  const requests = await upstreamRequests(email.split('@')[0]!);
  return requests.filter(({ status }) => status !== null && status < 300);
}

/**
 * Every request the upstream got for one lead: answered with a 2xx exactly once, every one
 * under the same Idempotency-Key.
 */
export async function expectDeliveredOnce(email: string) {
  expect(await deliveries(email), email).toHaveLength(1);
  const requests = await upstreamRequests(email.split('@')[0]!);
  const keys = new Set(requests.map(({ headers }) => headers['idempotency-key']));
  expect(keys.size, email).toBe(1);
  expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
}

/** How many lines of the files in a folder hold `text`: what `grep -c` finds on the disk. */
export async function linesHolding(folder: string, text: string): Promise<number> {
  const { stdout } = await execute('sh', [
    '-c',
    `cat ${folder}/* | grep -c -a -F "${text}" || true`,
  ]);
  return Number(stdout.trim());
}
