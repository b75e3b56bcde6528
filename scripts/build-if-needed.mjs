// `npm start` runs it before `next start`: builds when there is no build, or when anything it is
// made from (lib/build-identity.mjs) or a build variable differs from the build's stamp. A build
// variable left unset keeps the build's value, which a server then serves (lib/config.ts).
//   --force      always (`npm run build`)
//   --check      never: exits 0 when the build is current, 1 when not
//   --tests      the tests' build in .next-test, with the environment's variables alone
//   --check-prices   only the price lists of the current folder: each mistake a line on stderr
// The `.env` files are read as `next build` reads them, so a variable set there is built in.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { buildFingerprint, buildVariables, priceListFolder } from '../lib/build-identity.mjs';
import { distDir, selectTestBuild } from '../testing/test-build.mjs';
import { finishBuild } from './finish-build.mjs';
import { run } from './run.mjs';
import { importTypeScript } from './typescript.mjs';

/** The price lists' mistakes, one line each (file, path, rule); the site checks them again. */
async function priceListProblems() {
  const schema = await importTypeScript('lib/pricing/price-list-schema.ts');
  const index = readFileSync(`${priceListFolder}/index.ts`, 'utf8');
  const lists = readdirSync(priceListFolder).filter((name) => name.endsWith('.json'));
  if (lists.length === 0) return [`${priceListFolder}: holds no price list`];
  return lists.sort().flatMap((name) => {
    const file = `${priceListFolder}/${name}`;
    const unlisted = index.includes(`'./${name}'`) ? [] : [`${file}: add its line to index.ts`];
    let data;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      return [`${file}: is not JSON: ${error.message.split('\n')[0]}`];
    }
    return [...unlisted, ...schema.priceListProblems(file, data)];
  });
}

const stampFile = () => join(distDir(), 'build-stamp.json');
const readStamp = () =>
  existsSync(stampFile()) ? JSON.parse(readFileSync(stampFile(), 'utf8')) : undefined;
/** The build variables of a build made now; each unset one keeps `stamp`'s. */
const buildEnv = (stamp) =>
  Object.fromEntries(
    buildVariables.map((name) => [name, process.env[name] || stamp?.variables?.[name] || '']),
  );
const isCurrent = (stamp, variables = buildEnv(stamp)) =>
  existsSync(join(distDir(), 'BUILD_ID')) &&
  stamp?.fingerprint === buildFingerprint('.', variables);

async function build(variables) {
  const problems = await priceListProblems();
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nThe build stopped: the price lists above need fixing.`);
    return 1;
  }
  const fingerprint = buildFingerprint('.', variables);
  const code = await run('npx', ['next', 'build'], { env: variables });
  if (code !== 0) return code;
  try {
    await finishBuild(distDir());
  } catch (error) {
    console.error(`The build failed after \`next build\`: ${error.message}`);
    return 1;
  }
  writeFileSync(stampFile(), `${JSON.stringify({ fingerprint, variables }, null, 2)}\n`);
  return 0;
}

/** The tests' build (.next-test): made unless current; every command started later serves it. */
export async function buildForTests() {
  const dir = selectTestBuild();
  const variables = buildEnv(undefined);
  if (isCurrent(readStamp(), variables)) {
    console.log(`The tests' build in ${dir} is current: reused.`);
    return 0;
  }
  console.log(`Building the tests' build in ${dir} ...`);
  return build(variables);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flag] = process.argv.slice(2);
  if (flag === '--tests') process.exit(await buildForTests());
  if (flag === '--check-prices') {
    const problems = await priceListProblems();
    if (problems.length > 0) console.error(problems.join('\n'));
    process.exit(problems.length > 0 ? 1 : 0);
  }
  nextEnv.loadEnvConfig('.', false, { info: () => {}, error: console.error }, true);
  const stamp = readStamp();
  if (flag === '--check') process.exit(isCurrent(stamp) ? 0 : 1);
  if (flag === '--force') process.exit(await build(buildEnv(undefined)));
  if (isCurrent(stamp)) process.exit(0);
  console.log(stamp ? 'The sources or a build variable changed: building ...' : 'Building ...');
  process.exit(await build(buildEnv(stamp)));
}
