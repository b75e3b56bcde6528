// `node scripts/audit.mjs` (run by .ci/run): fails on a known high or critical advisory against
// what ships (no dev dependencies). A registry that answers no audit is reported, not failed on.
import { spawnSync } from 'node:child_process';

const { stdout } = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const report = JSON.parse(stdout || '{}');
if (!report.vulnerabilities) {
  const reason = report.message ?? report.error?.summary ?? 'no report';
  console.log(`npm audit: the registry gave no report (${reason}); nothing checked.`);
  process.exit(0);
}
const serious = Object.entries(report.vulnerabilities).filter(([, { severity }]) =>
  ['high', 'critical'].includes(severity),
);
for (const [name, { severity }] of serious) console.log(`npm audit: ${severity}: ${name}`);
console.log(`npm audit --omit=dev: ${serious.length} high or critical`);
process.exit(serious.length > 0 ? 1 : 0);
