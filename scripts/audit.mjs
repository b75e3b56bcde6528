// `node scripts/audit.mjs` (run by .ci/run): `npm audit` of what ships (no dev dependencies);
// exits non-zero when a known vulnerability of high or critical severity is found. A registry
// that cannot answer audits (a mirror without the advisory endpoint) is reported, not failed on:
// it says nothing about the dependencies.
import { spawnSync } from 'node:child_process';

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = { error: { summary: audit.stderr.trim() || 'no report' } };
}

if (report.error) {
  const reason = report.message ?? report.error.summary ?? 'unknown error';
  console.log(`npm audit: the registry gave no report (${reason}); nothing checked.`);
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, finding]) =>
  ['high', 'critical'].includes(finding.severity),
);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
for (const [name, finding] of serious) console.log(`  ${finding.severity}: ${name}`);
process.exit(serious.length > 0 ? 1 : 0);
