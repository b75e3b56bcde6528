// Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind MDN's), installed on
// demand and run on an origin: shared by `npm run observatory` and e2e/observatory.spec.ts.
//
// It is not in package.json: its postinstall downloads the HSTS preload list and IANA's TLD list
// from the internet (which CI cannot reach, failing `npm install`), and it brings a server's
// dependencies (fastify, pg-native...). It goes into a git-ignored folder instead, with
// --ignore-scripts, and the two files its postinstall would have written are written here.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const OBSERVATORY_VERSION = '1.4.8';

const root = fileURLToPath(new URL('..', import.meta.url));
const installDir = join(root, 'node_modules', '.cache', 'mdn-http-observatory');
const packageDir = join(installDir, 'node_modules', '@mdn', 'mdn-http-observatory');

/**
 * The tests a server reached over plain http cannot pass, and why: `redirection` wants http:// to
 * redirect to https://, and `strict-transport-security` reads the header only from an https://
 * answer. In production the TLS proxy in front of the site (docs/operations.md) provides both.
 */
export const PLAIN_HTTP_FAILURES = ['redirection', 'strict-transport-security'];

function installedVersion() {
  try {
    return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * Installs the scanner unless that version is there already; resolves with its folder. Only the
 * npm registry is reached.
 */
export async function installObservatory() {
  if (installedVersion() !== OBSERVATORY_VERSION) {
    mkdirSync(installDir, { recursive: true });
    const args = ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact'];
    args.push('--prefix', installDir, `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`);
    try {
      await execFileAsync('npm', args, { cwd: installDir, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      throw new Error(`npm could not install the HTTP Observatory:\n${error.stderr ?? error}`);
    }
    if (installedVersion() !== OBSERVATORY_VERSION) {
      throw new Error(`npm did not install @mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`);
    }
  }
  // What the skipped postinstall downloads. The HSTS preload list: the local host is on none, so
  // an empty one (src/analyzer/hsts.js reads it as { [domain]: entry }). The TLD list, IANA's
  // names in lower case as a JSON array, is read only by the scanner's web API to refuse a
  // hostname (src/api/v2/utils.js: IP addresses, names without a dot or a known TLD); the CLI
  // and scan() never read it. The names reserved for local use stand in for it.
  const conf = join(packageDir, 'conf');
  const hstsPreload = join(conf, 'hsts-preload.json');
  const tldList = join(conf, 'tld-list.json');
  if (!existsSync(hstsPreload)) writeFileSync(hstsPreload, '{}\n');
  if (!existsSync(tldList)) {
    writeFileSync(tldList, `${JSON.stringify(['example', 'invalid', 'localhost', 'test'])}\n`);
  }
  return packageDir;
}

/**
 * Scans an origin with the scanner's CLI (bin/wrapper.js, the documented way) and resolves with
 * its JSON: `{ scan: { score, grade, testsPassed, testsQuantity, ... }, tests: { [name]: { pass,
 * result, scoreModifier, ... } } }`.
 *
 * The CLI takes a hostname and builds http://<hostname>/ and https://<hostname>/ from it
 * (src/retriever/url.js); scan() does not pass on the port options retrieve() has, but a
 * `host:port` in place of the hostname gives the URLs of that port. The https:// attempt then
 * fails its TLS handshake with the plain http server, so the scan reads the http:// answer.
 */
export async function scanOrigin(origin) {
  const dir = await installObservatory();
  const { host } = new URL(origin);
  let stdout;
  try {
    ({ stdout } = await execFileAsync(process.execPath, [join(dir, 'bin', 'wrapper.js'), host], {
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    // On an error the CLI prints { "error": "..." } and exits with 1.
    stdout = error.stdout;
    if (!stdout) throw new Error(`the HTTP Observatory could not scan ${host}: ${error}`);
  }
  const report = JSON.parse(stdout);
  if (report.error) throw new Error(`the HTTP Observatory could not scan ${host}: ${report.error}`);
  return report;
}

/** The failed tests, each `{ name, result }`, leaving out `excused` (PLAIN_HTTP_FAILURES). */
export function failedTests(report, excused = []) {
  return Object.entries(report.tests)
    .filter(([name, test]) => !test.pass && !excused.includes(name))
    .map(([name, test]) => ({ name, result: test.result }));
}

/** The scan as lines of text: score and grade, then each test, its score modifier and result. */
export function formatReport(report, origin) {
  const { scan, tests } = report;
  const width = Math.max(...Object.keys(tests).map((name) => name.length));
  return [
    `HTTP Observatory ${OBSERVATORY_VERSION} on ${origin}: score ${scan.score}, grade ${scan.grade} ` +
      `(${scan.testsPassed} of ${scan.testsQuantity} tests passed)`,
    ...Object.entries(tests).map(([name, test]) => {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : `${test.scoreModifier}`;
      return `  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(width)}  ${modifier.padStart(3)}  ${test.result}`;
    }),
  ];
}
