// `npm run bench:leads`: how many submissions a second one server takes, and the 99th percentile
// of their answer times, with the upstream up and with it answering 500, on SQLite and on
// PostgreSQL, sending each lead to the upstream alone and to all three destinations (upstream,
// email, webhook). Builds if needed; starts a fake upstream, an SMTP server, a webhook receiver,
// an embedded PostgreSQL and the servers on free ports of 127.0.0.1; writes
// bench-results/leads-latest.json.
//   BENCH_LEADS=400 BENCH_CONCURRENCY=16 npm run bench:leads
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForTests } from './build-if-needed.mjs';
import { importTypeScript } from './typescript.mjs';

const total = Number(process.env.BENCH_LEADS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

const { startSiteServer } = await importTypeScript('testing/site-server.ts');
const { tokenHeaders } = await importTypeScript('testing/raw-request.ts');
const { startFakeUpstream } = await importTypeScript('testing/upstream.ts');
const { startPostgres } = await importTypeScript('testing/postgres.ts');
const { startSmtpSink, startWebhookReceiver } = await importTypeScript('testing/lead-inbox.ts');
const { endpoints } = await importTypeScript('lib/http/endpoints.ts');
const headers = tokenHeaders();

// The tests' build (.next-test), never a deploy build in .next.
const built = await buildForTests();
if (built !== 0) process.exit(built);

/** Sends `total` subscriptions, `concurrency` at a time; resolves with the rate and p99. */
async function load(origin, marker) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const sent = performance.now();
      const response = await fetch(`${origin}${endpoints.subscribe}`, {
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

const postgres = await startPostgres();
const upstream = await startFakeUpstream();
// The mail server only counts what it takes: parsing each message here would take the processor
// from the server measured (15% of its rate on two cores, measured).
const inbox = await startSmtpSink();
const receiver = await startWebhookReceiver();
const everyDestination = {
  SMTP_URL: inbox.url,
  LEAD_EMAIL_TO: 'sales@example.in',
  LEAD_EMAIL_FROM: 'website@example.in',
  LEAD_WEBHOOK_URL: receiver.url,
  LEAD_WEBHOOK_SECRET: receiver.secret,
};
const rows = [];
try {
  for (const store of ['sqlite', 'postgres']) {
    for (const [upstreamState, destinations] of [
      ['up', 'upstream'],
      ['down', 'upstream'],
      ['up', 'upstream, email, webhook'],
      ['down', 'upstream, email, webhook'],
    ]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
      const server = await startSiteServer({
        UPSTREAM_API_BASE: upstream.origin,
        ...(destinations === 'upstream' ? {} : everyDestination),
        RATE_LIMIT_PER_MINUTE: '1000000',
        ...(store === 'sqlite'
          ? { DATA_DIR: dataDir, DATABASE_URL: undefined }
          : { DATABASE_URL: await postgres.createDatabase(`bench_${rows.length}`) }),
      });
      try {
        // As a platform does before it sends traffic (and as the bench did before instrumentation
        // started the store): one health check, which also loads the endpoints' modules.
        const health = await fetch(`${server.url}/api/health`);
        if (health.status !== 200) throw new Error(`/api/health: HTTP ${health.status}`);
        // The fake upstream answers 500 to any email holding "upstream-500".
        const marker =
          upstreamState === 'up' ? `bench${Date.now()}` : `bench${Date.now()}-upstream-500`;
        process.stderr.write(`${store}, upstream ${upstreamState}, to ${destinations} ...\n`);
        rows.push({
          store,
          upstream: upstreamState,
          destinations,
          ...(await load(server.url, marker)),
        });
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
} finally {
  await upstream.stop();
  await inbox.close();
  await receiver.close();
  await postgres.stop();
}

console.log(`| store | upstream | destinations | submissions/s | p99 ms |\n|---|---|---|---|---|`);
for (const row of rows) {
  console.log(
    `| ${row.store} | ${row.upstream} | ${row.destinations} | ${row.perSecond} | ${row.p99Ms} |`,
  );
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/leads-latest.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), total, concurrency, rows }, null, 2)}\n`,
);
console.log(
  `(${total} subscriptions, ${concurrency} at a time; written: bench-results/leads-latest.json)`,
);
