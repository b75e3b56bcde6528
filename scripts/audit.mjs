// `node scripts/audit.mjs` (run by .ci/run): fails on a known high or critical advisory against
// what ships (no dev dependencies). A registry that answers no audit is reported, not failed on.
import { spawnSync } from 'node:child_process';

const { stdout } = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(stdout);
} catch {
  report = { error: { summary: 'no report' } };
}
if (report.error) {
  console.log(`npm audit: the registry gave no report (${report.error.summary}); nothing checked.`);
  process.exit(0);
}
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, { severity }]) =>
  ['high', 'critical'].includes(severity),
);
for (const [name, { severity }] of serious) console.log(`npm audit: ${severity}: ${name}`);
console.log(`npm audit --omit=dev: ${serious.length} high or critical`);
process.exit(serious.length > 0 ? 1 : 0);
