// `npm run observatory`: builds if needed, serves the production build with `next start`, and
// scans it with Mozilla's HTTP Observatory (testing/http-observatory.mjs installs it
// on first use). Prints the score, the grade and every test's result; exits non-zero when a
// test fails, other than the two that a server reached over plain http cannot pass.
//   npm run observatory -- http://127.0.0.1:3000   a server already running, not built here
//   npm run observatory -- https://example.com     a deployment: every test counts
import { buildForTests } from './build-if-needed.mjs';
import {
  PLAIN_HTTP_FAILURES,
  failedTests,
  formatReport,
  scanOrigin,
} from '../testing/http-observatory.mjs';
import { importTypeScript } from './typescript.mjs';

const [target] = process.argv.slice(2);

let site;
if (!target) {
  // The tests' build (.next-test), never a deploy build in .next.
  const built = await buildForTests();
  if (built !== 0) process.exit(built);
  const { startSiteServer } = await importTypeScript('testing/site-server.ts');
  site = await startSiteServer({ UPSTREAM_API_BASE: undefined });
}
const origin = target ? new URL(target).origin : site.url;

try {
  const report = await scanOrigin(origin);
  console.log(formatReport(report, origin).join('\n'));
  const plainHttp = new URL(origin).protocol === 'http:';
  const failed = failedTests(report, plainHttp ? PLAIN_HTTP_FAILURES : []);
  if (failed.length) {
    console.log(`\nfailed: ${failed.map(({ name, result }) => `${name} (${result})`).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      plainHttp
        ? `\nno other test failed (${PLAIN_HTTP_FAILURES.join(' and ')} need https)`
        : '\nevery test passed',
    );
  }
} finally {
  await site?.stop();
}
