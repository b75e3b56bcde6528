// What a build is made from, and its digest: the build id and deployment id of every build
// (next.config.ts), and how `npm start` and the tests tell a build is current
// (scripts/build-if-needed.mjs). Two builds of one commit with the same build variables get the
// same id, on any machine and in any folder, so several instances can share a balancer.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything a build reads from the project: a change to any of them calls for a new build. */
const buildInputs = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'instrumentation.ts',
  'instrumentation-node.ts',
  'proxy.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
  'global.d.ts',
  // The steps that finish a build.
  'scripts/build-if-needed.mjs',
  'scripts/bundles.mjs',
];

/** Variables baked into the prerendered pages at build time. */
export const buildVariables = ['SITE_URL', 'ANALYTICS_SCRIPT_URL'];

/** The folder of the price lists, one `<effective date>.json` each. */
export const priceListFolder = 'content/pricing/price-lists';

function files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

/**
 * The date of the latest price list in effect today in India, by file name: part of the
 * fingerprint, so that `npm start` builds again once a list dated in the future takes effect.
 */
export function priceListInEffect(root = '.') {
  const folder = join(root, priceListFolder);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const days = existsSync(folder) ? readdirSync(folder) : [];
  return (
    days
      .map((name) => /^(\d{4}-\d{2}-\d{2})\.json$/.exec(name)?.[1])
      .filter((day) => day !== undefined && day <= today)
      .sort()
      .at(-1) ?? ''
  );
}

/** A digest of the build's inputs (each file's path and content) and its build variables. */
export function buildFingerprint(root = '.', env = process.env) {
  const hash = createHash('sha256');
  for (const file of buildInputs.flatMap((input) => files(root, input))) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  for (const name of buildVariables) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.update(`prices=${priceListInEffect(root)}\0`).digest('hex');
}

/** The build's id and deployment id: 20 hex digits of its fingerprint. */
export const buildIdentity = (root = '.', env = process.env) =>
  buildFingerprint(root, env).slice(0, 20);
