// `npm run bench:leads`: how many submissions a second one server takes, and the 99th percentile
// of their answer times, with the upstream up and with it answering 500, on SQLite and on
// PostgreSQL. Builds if needed; starts a fake upstream, an embedded PostgreSQL and the servers on
// free ports of 127.0.0.1; writes bench-results/leads-latest.json.
//   BENCH_LEADS=400 BENCH_CONCURRENCY=16 npm run bench:leads
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildIfNeeded } from './build-if-needed.mjs';
import { importTypeScript } from './typescript.mjs';

const total = Number(process.env.BENCH_LEADS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let tries = 0; tries < 150; tries += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

async function start(script, args, env) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  return child;
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const token = randomBytes(32).toString('base64url');
const headers = {
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${token}`,
  'x-xsrf-token': token,
};

/** Sends `total` subscriptions, `concurrency` at a time; resolves with the rate and p99. */
async function load(origin, marker) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const sent = performance.now();
      const response = await fetch(`${origin}/api/v1.0/subscriber/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: `${marker}-${i}@example.in` }),
      });
      const answer = await response.json();
      if (response.status !== 200 || answer.statusCode !== 200) {
        throw new Error(`submission ${i}: HTTP ${response.status} ${JSON.stringify(answer)}`);
      }
      latencies.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)];
  return { perSecond: Math.round(total / seconds), p99Ms: Math.round(p99) };
}

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);

const { startPostgres } = await importTypeScript('e2e/support/postgres.ts');
const postgres = await startPostgres();
const upstreamPort = await freePort();
const upstream = await start('e2e/support/fake-upstream.mjs', [], {
  FAKE_UPSTREAM_PORT: String(upstreamPort),
});
const rows = [];
try {
  await waitFor(`http://127.0.0.1:${upstreamPort}/__health`);
  for (const store of ['sqlite', 'postgres']) {
    for (const upstreamState of ['up', 'down']) {
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
      const env = {
        UPSTREAM_API_BASE: `http://127.0.0.1:${upstreamPort}`,
        RATE_LIMIT_PER_MINUTE: '1000000',
        INSTANCE_SUBMISSIONS_PER_MINUTE: '1000000',
        ...(store === 'sqlite'
          ? { DATA_DIR: dataDir, DATABASE_URL: '' }
          : { DATABASE_URL: await postgres.createDatabase(`bench_${store}_${upstreamState}`) }),
      };
      const port = await freePort();
      const server = await start(
        'scripts/server.mjs',
        ['-H', '127.0.0.1', '-p', String(port)],
        env,
      );
      try {
        await waitFor(`http://127.0.0.1:${port}/api/health`);
        // The fake upstream answers 500 to any email holding "upstream-500".
        const marker =
          upstreamState === 'up' ? `bench${Date.now()}` : `bench${Date.now()}-upstream-500`;
        process.stderr.write(`${store}, upstream ${upstreamState} ...\n`);
        rows.push({
          store,
          upstream: upstreamState,
          ...(await load(`http://127.0.0.1:${port}`, marker)),
        });
      } finally {
        await stop(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
} finally {
  await stop(upstream);
  await postgres.stop();
}

console.log(`| store | upstream | submissions/s | p99 ms |\n|---|---|---|---|`);
for (const row of rows)
  console.log(`| ${row.store} | ${row.upstream} | ${row.perSecond} | ${row.p99Ms} |`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/leads-latest.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), total, concurrency, rows }, null, 2)}\n`,
);
console.log(
  `(${total} subscriptions, ${concurrency} at a time; written: bench-results/leads-latest.json)`,
);
