// `npm run bench`: builds if needed and serves the production build with `next start`; beside it,
// in the same run, a bare Next.js page built from the same `next` (the floor the LCP bar is
// relative to) and that page with the site's stylesheet. Runs Lighthouse on every page of the
// route table and on both references, with applied throttling (what a phone sees) and simulated
// (what PageSpeed Insights shows), the median of three runs each; measures the JavaScript each
// route sends on first load and the bytes of a three-page visit; drives every route as a visitor
// on a phone at 4x CPU and takes its worst interaction (Interaction to Next Paint, median of three
// visits). Prints the table, writes bench-results/latest.json, compares with
// bench-results/baseline.json, and exits non-zero when a bar is missed.
//   npm run bench -- /faq /about              only those routes
//   BENCH_RUNS=1 npm run bench                one run each instead of three
//   npm run bench -- --interactions [/path]   only the interactions (a few minutes), not written
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { buildBarePage, siteStylesheet } from './bench/bare-page.mjs';
import { firstLoadJsKb, visitBytes } from './bench/bytes.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { lighthouseRun } from './bench/lighthouse.mjs';
import {
  bars,
  failures,
  interactionFailures,
  medianOf,
  printInteractions,
  printTable,
} from './bench/report.mjs';
import { buildForTests } from './build-if-needed.mjs';
import { chromiumFlags, findBrowser } from '../testing/find-browser.mjs';
import { importTypeScript } from './typescript.mjs';

const { paths: routePaths, routes } = await importTypeScript('content/routes.ts');
const { freePort, serverCommand, startSiteServer, waitUntilAnswers } =
  await importTypeScript('testing/site-server.ts');

const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const interactionsOnly = process.argv.includes('--interactions');
const paths = routes
  .map((route) => route.path)
  .filter((path) => !only.length || only.includes(path));
/** The visit whose bytes are counted: a landing, a service page, the contact page. */
const visit = [routePaths.home, routePaths.sms, routePaths.contact];

/** Three runs of each kind, interleaved, so that a slow moment of the machine hits both. */
async function measure(path, url, chromePort) {
  const simulated = [];
  const applied = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`lighthouse ${path} (${run}/${runs}) ...\n`);
    applied.push(await lighthouseRun(url, chromePort, 'applied'));
    simulated.push(await lighthouseRun(url, chromePort, 'simulated'));
  }
  return {
    path,
    applied: medianOf(applied),
    simulated: medianOf(simulated),
    jsKb: await firstLoadJsKb(url),
    runs,
  };
}

/** A reference page's build, served by `next start` from its own folder on a port of its own. */
async function serveReference(dir) {
  const port = await freePort();
  const { args } = serverCommand('next-start', port);
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilAnswers(url, { exited: () => child.exitCode !== null });
  return { url, stop: () => child.kill('SIGTERM') };
}

// The tests' build (.next-test), never a deploy build in .next.
const built = await buildForTests();
if (built !== 0) process.exit(built);

/** `--interactions`: the interaction figures alone, printed, for measuring a change to a widget. */
if (interactionsOnly) {
  const site = await startSiteServer({ UPSTREAM_API_BASE: undefined });
  try {
    const inp = await measureInteractions(site.url, paths, findBrowser(), runs);
    printInteractions(inp);
    const failed = interactionFailures(inp);
    if (failed.length) {
      console.log(`\nbars not met:\n${failed.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await site.stop();
  }
  process.exit();
}
const bare = await buildBarePage();
const styledBare = await buildBarePage({ stylesheet: siteStylesheet() }).catch((error) => {
  bare.remove();
  throw error;
});

const site = await startSiteServer({ UPSTREAM_API_BASE: undefined });
const references = [];
let chrome;
try {
  references.push(await serveReference(bare.dir), await serveReference(styledBare.dir));
  const browser = process.env.CHROME_PATH ?? findBrowser();
  chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const bareRow = await measure('bare Next.js page', references[0].url, chrome.port);
  const styledRow = await measure('bare page + site CSS', references[1].url, chrome.port);
  const rows = [];
  for (const path of paths) rows.push(await measure(path, `${site.url}${path}`, chrome.port));
  const threePages = await visitBytes(site.url, visit, browser);
  const inp = await measureInteractions(site.url, paths, browser, runs);
  for (const row of rows) row.inp = inp[row.path];

  const baselinePath = 'bench-results/baseline.json';
  const baseline = existsSync(baselinePath)
    ? JSON.parse(readFileSync(baselinePath, 'utf8'))
    : undefined;
  printTable(
    [bareRow, styledRow, ...rows],
    bareRow,
    baseline && [baseline.bare, ...(baseline.routes ?? [])].filter(Boolean),
  );
  console.log(
    `\nA visit, KB on the wire: ${threePages.steps.map((step) => `${step.path} ${step.kb}`).join(' → ')}; in all ${threePages.totalKb}` +
      (baseline?.visit ? ` (baseline ${baseline.visit.totalKb})` : ''),
  );

  mkdirSync('bench-results', { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: `mobile defaults; applied (devtools) and simulated throttling; median of ${runs} run(s)`,
    interactions: `390 × 844 touch phone at 4x CPU, Event Timing API; worst interaction per visit, median of ${runs} visit(s)`,
    bars,
    bare: bareRow,
    bareWithSiteStylesheet: styledRow,
    routes: rows,
    visit: threePages,
  };
  writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench-results/latest.json');

  const failed = [
    ...rows.flatMap((row) => failures(row, bareRow).map((f) => `${row.path}: ${f}`)),
    ...interactionFailures(inp),
  ];
  if (failed.length) {
    console.log(`\nbars not met:\n${failed.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nall bars met');
  }
} finally {
  await chrome?.kill();
  for (const reference of references) reference.stop();
  await site.stop();
  bare.remove();
  styledBare.remove();
}
