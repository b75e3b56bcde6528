// `npm run bench`: the bars of decisions.md ("Bars"), beside a bare Next.js page built and served
// in the same run. Median of the runs, route by route: on every route of the table, Lighthouse
// (mobile defaults) simulated for the scores and CLS, applied (slow 4G, 4x CPU) for LCP and TBT,
// and first-load JavaScript; on the interactive pages and a quote page, the worst interaction.
// Prints a table, writes bench-results/latest.json (copy it to baseline.json to compare later
// runs with it) and exits non-zero when a bar is missed.
//   npm run bench -- /services/sms /faq   only those routes
//   BENCH_RUNS=1 npm run bench            one run each instead of three
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { buildBarePage } from './bench/bare-page.mjs';
import { BARE, measureInteractions, scenarios, ways } from './bench/interactions.mjs';
import { firstLoadJsKb, lighthouseRun } from './bench/lighthouse.mjs';
import { buildForTests } from './build-if-needed.mjs';
import { chromiumFlags, findBrowser } from '../testing/find-browser.mjs';
import { importTypeScript } from './typescript.mjs';

const { routes } = await importTypeScript('content/routes.ts');
const { freePort, serverCommand, startSiteServer, waitUntilAnswers } =
  await importTypeScript('testing/site-server.ts');

const bars = {
  performance: 90,
  scores: 100,
  cls: 0,
  lcpRatio: 1.2,
  tbtMs: 100,
  jsKb: 180,
  inpMs: 100,
};
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.argv.slice(2);
const chosen = (path) => !only.length || only.includes(path) || only.includes(path.split('?')[0]);
const baselinePath = 'bench-results/baseline.json';
const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};

/** The median of the runs that measured the figure: NaN (null in JSON) when none did. */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** The median of each figure over the runs, rounded (CLS to thousandths). */
const medianOf = (rows) =>
  Object.fromEntries(
    Object.keys(rows[0]).map((key) => {
      const value = median(rows.map((row) => row[key]));
      return [key, key === 'cls' ? Number(value.toFixed(3)) : Math.round(value)];
    }),
  );

/** Both kinds of Lighthouse run, interleaved, so that a slow moment of the machine hits both. */
async function measure(path, url, chromePort, indexed) {
  const applied = [];
  const simulated = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`lighthouse ${path} (${run}/${runs}) ...\n`);
    applied.push(await lighthouseRun(url, chromePort, true));
    simulated.push(await lighthouseRun(url, chromePort, false));
  }
  return {
    path,
    indexed,
    applied: medianOf(applied),
    simulated: medianOf(simulated),
    jsKb: await firstLoadJsKb(url),
  };
}

/** The bare page's build, served by `next start` from its own folder. */
async function serveBarePage(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand('next-start', port).args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilAnswers(url, { exited: () => child.exitCode !== null });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** What misses a bar; a figure Lighthouse could not measure misses it too. */
function failures(row, bare) {
  const { applied, simulated, inp = {} } = row;
  const below = (value, bar) => !(value >= bar);
  const over = (value, bar) => !(value <= bar);
  const cls = Math.max(applied?.cls, simulated?.cls);
  const limit = Math.round(bare.applied.lcpMs * bars.lcpRatio);
  const scores = ['accessibility', 'best-practices', ...(row.indexed ? ['seo'] : [])];
  return [
    ...(applied
      ? [
          below(simulated.performance, bars.performance) && `performance ${simulated.performance}`,
          ...scores.map((key) => below(simulated[key], bars.scores) && `${key} ${simulated[key]}`),
          over(cls, bars.cls) && `CLS ${cls}`,
          over(applied.lcpMs, limit) &&
            `LCP ${applied.lcpMs} ms > ${limit} (${bars.lcpRatio}x bare)`,
          over(applied.tbtMs, bars.tbtMs) && `TBT ${applied.tbtMs} ms`,
          over(row.jsKb, bars.jsKb) && `JS ${row.jsKb} KB`,
        ]
      : []),
    ...Object.entries(inp).map(
      ([way, { ms, act }]) => over(ms, bars.inpMs) && `INP ${way} ${ms} ms (${act})`,
    ),
  ].filter(Boolean);
}

/** The table's columns: a heading, and the figure's key in a row or how to work it out. */
const columns = [
  ['page', 'path'],
  ['LCP ms', 'applied.lcpMs'],
  ['x bare', (row, bare) => row.applied && (row.applied.lcpMs / bare.applied.lcpMs).toFixed(2)],
  ['TBT ms', 'applied.tbtMs'],
  ['CLS', (row) => row.applied && Math.max(row.applied.cls, row.simulated.cls)],
  ['PSI', 'simulated.performance'],
  ['a11y', 'simulated.accessibility'],
  ['bp', 'simulated.best-practices'],
  ['SEO', 'simulated.seo'],
  ['sim LCP', 'simulated.lcpMs'],
  ['JS KB', 'jsKb'],
  ...Object.keys(ways).map((way) => [`INP ${way}`, `inp.${way}.ms`]),
];

const read = (row, key) => key.split('.').reduce((value, part) => value?.[part], row);

/**
 * A Markdown table; a figure that differs from the baseline's shows it in brackets, and each
 * INP the bare page's beside it.
 */
function printTable(rows, bare) {
  const lines = rows.map((row) => {
    const before = [baseline.bare, ...(baseline.routes ?? [])].find((b) => b?.path === row.path);
    return columns.map(([, key]) => {
      if (typeof key === 'function') return String(key(row, bare) ?? '');
      const [value, old, floor] = [row, before, bare].map((from) => from && read(from, key));
      if (value === undefined) return '';
      if (key.startsWith('inp.')) return `${value}/${floor}`;
      return old !== undefined && old !== value ? `${value} (${old})` : String(value);
    });
  });
  const head = columns.map(([name]) => name);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  console.log([format(head), rule, ...lines.map(format)].join('\n'));
  console.log(
    "LCP, TBT: applied throttling; PSI, a11y, bp, SEO, sim LCP: simulated; INP: the page's/the bare\n" +
      `page's worst interaction at 4x CPU on a phone's viewport. Median of ${runs} run(s); in brackets:\n` +
      `${baselinePath}.`,
  );
}

// The tests' build (.next-test), never a deploy build in .next.
const built = await buildForTests();
if (built !== 0) process.exit(built);
const barePage = await buildBarePage();
const browser = findBrowser();
let site, bareServer, chrome;
try {
  site = await startSiteServer({ UPSTREAM_API_BASE: undefined });
  bareServer = await serveBarePage(barePage.dir);
  chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const bare = await measure(BARE, bareServer.url, chrome.port);
  const rows = [];
  for (const { path, indexed } of routes.filter((route) => chosen(route.path))) {
    rows.push(await measure(path, `${site.url}${path}`, chrome.port, indexed));
  }
  chrome.kill();
  chrome = undefined;
  const driven = Object.keys(scenarios).filter((name) => name !== BARE && chosen(name));
  const pages = driven.map((path) => ({ name: path, url: `${site.url}${path}` }));
  const inp = await measureInteractions(
    browser,
    [{ name: BARE, url: bareServer.url }, ...pages],
    runs,
  );
  for (const path of driven) {
    if (!rows.some((row) => row.path === path)) rows.push({ path });
  }
  for (const row of [bare, ...rows]) row.inp = inp[row.path];

  printTable([bare, ...rows], bare);
  const report = { measuredAt: new Date().toISOString(), runs, bars, bare, routes: rows };
  writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench-results/latest.json');
  const failed = rows.flatMap((row) => failures(row, bare).map((f) => `${row.path}: ${f}`));
  console.log(failed.length ? `\nbars not met:\n${failed.join('\n')}` : '\nall bars met');
  process.exitCode = failed.length ? 1 : 0;
} finally {
  chrome?.kill();
  bareServer?.stop();
  await site?.stop();
  barePage.remove();
}
