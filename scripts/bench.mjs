// `npm run bench`: builds if needed, serves the production build, and for every route of the
// table runs Lighthouse (mobile defaults, local Chromium) and measures the JavaScript sent on
// first load. Prints a route-by-route table, writes bench-results/latest.json, compares with
// bench-results/baseline.json when present, and exits non-zero when a bar of decisions.md fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded } from './build-if-needed.mjs';
import { chromiumFlags, findBrowser } from './find-browser.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const bars = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1000,
  cls: 0,
  jsKb: 180,
};

function routeTable() {
  const source = readFileSync('content/routes.ts', 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
  return only.length ? paths.filter((path) => only.includes(path)) : paths;
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`server at ${url} did not start`);
}

/**
 * JavaScript a page needs on first load: its <script src> tags (less the nomodule polyfills
 * modern browsers skip) and the client chunks its RSC payload asks for, gzip-compressed.
 * Lighthouse's own script total would also count the chunks that link prefetching fetches later.
 */
async function firstLoadJsKb(path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule[^>]*>/gi)].map((match) => match[1]),
  );
  const chunks = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[^"\\]+?\.js/g)].map((match) => match[0]),
  );
  let bytes = 0;
  for (const chunk of chunks) {
    if (noModule.has(chunk)) continue;
    const response = await fetch(`${origin}${chunk}`);
    if (!response.ok) throw new Error(`${path}: ${chunk} answered ${response.status}`);
    // Compressed as the server sends it (gzip at its default level).
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).byteLength;
  }
  return Number((bytes / 1024).toFixed(1));
}

async function measure(path, chromePort) {
  const result = await lighthouse(`${origin}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  return {
    path,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    // Lighthouse simulates LCP from the unthrottled trace; this is what that trace observed.
    observedLcpMs: Math.round(audits.metrics.details.items[0].observedLargestContentfulPaint),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    jsKb: await firstLoadJsKb(path),
  };
}

function failures(row) {
  const failed = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (row[key] < bars[key]) failed.push(`${key} ${row[key]} < ${bars[key]}`);
  }
  if (row.lcpMs > bars.lcpMs) failed.push(`LCP ${row.lcpMs} ms > ${bars.lcpMs}`);
  if (row.cls > bars.cls) failed.push(`CLS ${row.cls} > ${bars.cls}`);
  if (row.jsKb > bars.jsKb) failed.push(`JS ${row.jsKb} KB > ${bars.jsKb}`);
  return failed;
}

function printTable(rows, baseline) {
  const head = [
    'route',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'LCP obs',
    'CLS',
    'TBT ms',
    'JS KB gz',
  ];
  const lines = rows.map((row) => {
    const before = baseline?.find((b) => b.path === row.path);
    const delta = (key) => (before && before[key] !== row[key] ? ` (${before[key]})` : '');
    return [
      row.path,
      `${row.performance}${delta('performance')}`,
      `${row.accessibility}${delta('accessibility')}`,
      `${row['best-practices']}${delta('best-practices')}`,
      `${row.seo}${delta('seo')}`,
      `${row.lcpMs}${delta('lcpMs')}`,
      `${row.observedLcpMs}`,
      `${row.cls}${delta('cls')}`,
      `${row.tbtMs}`,
      `${row.jsKb}${delta('jsKb')}`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  if (baseline) console.log('(figures in brackets: bench-results/baseline.json)');
}

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
delete env.UPSTREAM_API_BASE;
const server = spawn(
  process.execPath,
  ['scripts/server.mjs', '-H', '127.0.0.1', '-p', String(port)],
  {
    env,
    stdio: 'ignore',
    detached: true,
  },
);
let chrome;
try {
  await waitForServer(`${origin}/`);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? findBrowser(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const rows = [];
  for (const path of routeTable()) {
    process.stderr.write(`lighthouse ${path} ...\n`);
    rows.push(await measure(path, chrome.port));
  }
  const baselinePath = 'bench-results/baseline.json';
  const baseline = existsSync(baselinePath)
    ? JSON.parse(readFileSync(baselinePath, 'utf8')).routes
    : undefined;
  printTable(rows, baseline);

  mkdirSync('bench-results', { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: 'mobile defaults (simulated throttling)',
    bars,
    routes: rows,
  };
  writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench-results/latest.json');

  const failed = rows.flatMap((row) => failures(row).map((f) => `${row.path}: ${f}`));
  if (failed.length) {
    console.log(`\nbars not met:\n${failed.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nall bars of decisions.md met');
  }
} finally {
  await chrome?.kill();
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
}
