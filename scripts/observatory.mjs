// `npm run observatory [-- <origin>]`: scans the tests' build (built if needed, served here) or a
// server already running with Mozilla's HTTP Observatory; fails on any failed test but, over plain
// http, the two that need https.
import { buildForTests } from './build-if-needed.mjs';
import { scanOrigin } from '../testing/http-observatory.mjs';
import { importTypeScript } from './typescript.mjs';

const [target] = process.argv.slice(2);
let site;
if (!target) {
  if ((await buildForTests()) !== 0) process.exit(1);
  const { startSiteServer } = await importTypeScript('testing/site-server.ts');
  site = await startSiteServer({ UPSTREAM_API_BASE: undefined });
}
try {
  const origin = target ? new URL(target).origin : site.url;
  const { score, failed } = await scanOrigin(origin);
  console.log(`HTTP Observatory on ${origin}: ${score}; failed: ${failed.join(', ') || 'none'}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await site?.stop();
}
