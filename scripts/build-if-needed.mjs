// `node scripts/build-if-needed.mjs`: `npm start` runs it before `next start`. Builds the
// production site when there is no build, or when anything it was built from has changed;
// with --force (`npm run build`), always; with --check, never: it exits 0 when the build is
// current and 1 when it is not. With --tests, the tests' build in .next-test, unless it is current
// (what npm test does first). Every build goes where NEXT_DIST_DIR says (testing/test-build.mjs):
// `.next` unless a test set it. With --check-prices, only the first step of a build: the price
// lists of the current folder checked, each mistake one line on stderr, exit 1 on any.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { distDir, selectTestBuild } from '../testing/test-build.mjs';
import { buildFingerprint, buildVariables, priceListFolder } from '../lib/build-identity.mjs';
import { hashPagePolicies, MAX_POLICY_BYTES } from './content-security-policy.mjs';
import { inlineStylesheets } from './inline-stylesheets.mjs';
import { bundleLeadsCli, standaloneLeadsCli } from './leads-bundle.mjs';
import { run } from './run.mjs';
import { importTypeScript } from './typescript.mjs';

export { buildFingerprint, buildInputs, buildVariables } from '../lib/build-identity.mjs';

const { loadEnvConfig } = nextEnv;

/**
 * What else a build's output depends on, which `npm start` does not rebuild for: the scripts that
 * finish it. The tests reuse a build only when these are the same too.
 */
const buildTools = [
  'scripts/build-if-needed.mjs',
  'scripts/content-security-policy.mjs',
  'scripts/inline-stylesheets.mjs',
  'scripts/run.mjs',
  'scripts/typescript.mjs',
  'testing/test-build.mjs',
];

/**
 * The mistakes of the price lists under `root`, one line each (file, path, rule): what fails a
 * build before `next build` starts. The site checks them again as it loads them
 * (content/pricing/prices.ts), with the same schema.
 */
export async function priceListProblems(root = '.') {
  const { priceListProblems: problemsOf } = await importTypeScript(
    'lib/pricing/price-list-schema.ts',
  );
  const folder = join(root, priceListFolder);
  const names = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  if (names.length === 0) return [`${priceListFolder}: holds no price list`];
  const index = readFileSync(join(folder, 'index.ts'), 'utf8');
  return names.flatMap((name) => {
    const file = `${priceListFolder}/${name}`;
    let data;
    try {
      data = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    } catch (error) {
      return [`${file}: is not JSON: ${error.message.split('\n')[0]}`];
    }
    const unlisted = index.includes(`'./${name}'`)
      ? []
      : [`${file}: is not imported by ${priceListFolder}/index.ts: add its line there`];
    return [...unlisted, ...problemsOf(file, data)];
  });
}

/** Where a build keeps the fingerprint of what it was built from, and its build variables. */
export function stampPath() {
  return join(distDir(), 'build-stamp.json');
}

/** The last build's stamp, `{ fingerprint, variables, tools }`; undefined when there is none. */
export function readStamp(path = stampPath()) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The build variables a build made now would read: each one that is unset keeps the last build's
 * value, since a server started without it serves the build's (lib/config.ts, siteUrl); with
 * `stamp` null (`npm run build`), each is taken as it is.
 */
export function buildEnv(env = process.env, stamp = readStamp()) {
  return Object.fromEntries(
    buildVariables.map((name) => [name, env[name] || stamp?.variables?.[name] || '']),
  );
}

/** A digest of the build's tools (buildTools). */
export function toolsFingerprint(root = '.') {
  const hash = createHash('sha256');
  for (const file of buildTools) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/**
 * The standalone server serves the files of public/ and .next/static from beside it, which the
 * build does not copy (Next's docs: "Automatically Copying Traced Files").
 */
function completeStandalone(dir = distDir()) {
  for (const [from, to] of [
    ['public', join(dir, 'standalone/public')],
    [join(dir, 'static'), join(dir, 'standalone', dir, 'static')],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
}

/**
 * Builds the production site with these build variables, and stamps it with the fingerprint of
 * what it was built from.
 */
export async function build(variables = buildEnv(process.env, null)) {
  const dir = distDir();
  const fingerprint = buildFingerprint('.', variables);
  const tools = toolsFingerprint();
  const problems = await priceListProblems();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error('The build stopped before `next build`: the price lists above need fixing.');
    return 1;
  }
  const code = await run('npx', ['next', 'build'], { env: variables });
  if (code !== 0) return code;
  try {
    const inlined = inlineStylesheets(dir);
    console.log(`Stylesheets inlined in ${inlined} prerendered page(s).`);
    // Last of the steps that change a page's HTML: the hashes are of the bytes served.
    const { PENDING_HASHES, DOCUMENT_SOURCES } = await importTypeScript(
      'lib/http/content-security-policy.ts',
    );
    const largest = hashPagePolicies(
      { marker: PENDING_HASHES, fallbackSource: DOCUMENT_SOURCES },
      dir,
    );
    console.log(
      "Content-Security-Policy: each page's inline scripts and styles hashed; the largest " +
        `header is ${largest} bytes (at most ${MAX_POLICY_BYTES}).`,
    );
  } catch (error) {
    console.error(`The build failed after \`next build\`: ${error.message}`);
    return 1;
  }
  completeStandalone(dir);
  await bundleLeadsCli('.', dir);
  console.log(`The leads CLI of the standalone server: ${standaloneLeadsCli(dir)}.`);
  const stamp = { fingerprint, variables, tools, node: process.version };
  writeFileSync(stampPath(), `${JSON.stringify(stamp, null, 2)}\n`);
  return 0;
}

/** Whether the build is there and made from the sources and build variables of now. */
export function isBuildCurrent(env = process.env) {
  const stamp = readStamp();
  return (
    stamp !== undefined &&
    existsSync(join(distDir(), 'BUILD_ID')) &&
    stamp.fingerprint === buildFingerprint('.', buildEnv(env, stamp))
  );
}

/**
 * The standalone server carries copies of the packages it needs, and of them better-sqlite3 is
 * compiled for one Node. On another Node (CI runs the tests on two), the copies of the compiled
 * files are replaced with those node_modules holds now, rather than building the site again.
 */
function replaceNativeModules(dir) {
  const packages = join(dir, 'standalone', 'node_modules');
  if (!existsSync(packages)) return 0;
  let replaced = 0;
  for (const entry of readdirSync(packages, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.node')) continue;
    const copy = join(entry.parentPath, entry.name);
    const installed = join('node_modules', relative(packages, copy));
    if (!existsSync(installed)) continue;
    cpSync(installed, copy);
    replaced += 1;
  }
  return replaced;
}

/**
 * The tests' build (.next-test, never `.next`), with the build variables as they are now (unset:
 * the defaults), made unless the one there was made from the same sources, variables and build
 * scripts. Every command started afterwards serves it.
 */
export async function buildForTests(env = process.env) {
  const dir = selectTestBuild();
  const variables = buildEnv(env, null);
  const stamp = readStamp();
  if (
    stamp !== undefined &&
    existsSync(join(dir, 'BUILD_ID')) &&
    stamp.fingerprint === buildFingerprint('.', variables) &&
    stamp.tools === toolsFingerprint()
  ) {
    if (stamp.node !== process.version) {
      const replaced = replaceNativeModules(dir);
      writeFileSync(
        stampPath(),
        `${JSON.stringify({ ...stamp, node: process.version }, null, 2)}\n`,
      );
      console.log(
        `The tests' build in ${dir} was made on Node ${stamp.node}: reused, with the ` +
          `${replaced} compiled module(s) of its standalone server taken from node_modules.`,
      );
      return 0;
    }
    console.log(`The tests' build in ${dir} is current: reused.`);
    return 0;
  }
  console.log(`Building the tests' build in ${dir} ...`);
  return build(variables);
}

/** Builds when there is no build, or when any input or build variable differs from its stamp. */
export async function buildIfNeeded() {
  if (isBuildCurrent()) return 0;
  const stamp = readStamp();
  console.log(
    stamp
      ? `The sources or a build variable (${buildVariables.join(', ')}) changed since the last build: building ...`
      : 'No production build yet: building ...',
  );
  return build(buildEnv(process.env, stamp));
}

/**
 * Reads the `.env` files of `dir` as `next build` and `next start` do (`@next/env`, production:
 * `.env.production.local`, `.env.local`, `.env.production`, `.env`; a variable already set
 * wins), so that a build variable set there is the one built in and stamped, and the server that
 * reads the same file later starts.
 */
export function loadEnvFiles(dir = '.') {
  loadEnvConfig(dir, false, { info: () => {}, error: console.error }, true);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The tests' build takes the environment alone (testing/test-build.mjs).
  if (!process.argv.includes('--tests')) loadEnvFiles();
  if (process.argv.includes('--check')) process.exit(isBuildCurrent() ? 0 : 1);
  if (process.argv.includes('--check-prices')) {
    const problems = await priceListProblems();
    if (problems.length > 0) console.error(problems.join('\n'));
    process.exit(problems.length > 0 ? 1 : 0);
  }
  if (process.argv.includes('--tests')) process.exit(await buildForTests());
  process.exit(await (process.argv.includes('--force') ? build() : buildIfNeeded()));
}
