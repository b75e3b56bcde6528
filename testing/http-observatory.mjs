// Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind MDN's), installed on
// first use and run on an origin: shared by `npm run observatory` and e2e/observatory.spec.ts.
// Not in package.json: its postinstall downloads lists from the internet (which CI cannot reach),
// so it goes into a git-ignored folder with --ignore-scripts, and the two files that postinstall
// would write are written here.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const VERSION = '1.4.8';
const installDir = fileURLToPath(
  new URL('../node_modules/.cache/mdn-http-observatory', import.meta.url),
);
const packageDir = join(installDir, 'node_modules/@mdn/mdn-http-observatory');

/** What plain http cannot pass: the TLS proxy in front of a deployment provides both. */
export const PLAIN_HTTP_FAILURES = ['redirection', 'strict-transport-security'];

async function install() {
  const installed = join(packageDir, 'package.json');
  if (
    !existsSync(installed) ||
    (await import(installed, { with: { type: 'json' } })).default.version !== VERSION
  ) {
    const args = ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', installDir];
    await execFileAsync('npm', [...args, `@mdn/mdn-http-observatory@${VERSION}`]);
  }
  // The HSTS preload list (a local host is on none), and the TLD list only its web API reads.
  for (const [file, list] of [
    ['hsts-preload.json', {}],
    ['tld-list.json', ['localhost']],
  ]) {
    const path = join(packageDir, 'conf', file);
    if (!existsSync(path)) writeFileSync(path, JSON.stringify(list));
  }
}

/**
 * Scans `origin` with the scanner's CLI, which takes `host:port` and reads the http:// answer when
 * https:// fails. Resolves with its score and the failed tests, those plain http cannot pass aside.
 */
export async function scanOrigin(origin) {
  await install();
  const { host, protocol } = new URL(origin);
  const cli = [join(packageDir, 'bin/wrapper.js'), host];
  // On an error the CLI prints { "error": "..." } and exits with 1.
  const { stdout } = await execFileAsync(process.execPath, cli).catch((error) => error);
  const report = JSON.parse(stdout || '{"error":"no report"}');
  if (report.error) throw new Error(`the HTTP Observatory could not scan ${host}: ${report.error}`);
  const excused = protocol === 'http:' ? PLAIN_HTTP_FAILURES : [];
  const failed = Object.entries(report.tests)
    .filter(([name, { pass }]) => !pass && !excused.includes(name))
    .map(([name, { result }]) => `${name} (${result})`);
  return { score: `score ${report.scan.score}, grade ${report.scan.grade}`, failed };
}
