// `npm start` runs it before `next start`: builds when there is no build, or when anything it is
// made from (lib/build-identity.mjs) or a build variable differs from the build's stamp. A build
// variable left unset keeps the build's value, which a server then serves (lib/config.ts).
//   --force      always (`npm run build`)
//   --check      never: exits 0 when the build is current, 1 when not
//   --tests      the tests' build in .next-test, with the environment's variables alone
//   --check-prices   only the price lists of the current folder: each mistake a line on stderr
// The `.env` files are read as `next build` reads them, so a variable set there is built in.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { buildFingerprint, buildVariables, priceListFolder } from '../lib/build-identity.mjs';
import { distDir, selectTestBuild } from '../testing/test-build.mjs';
import { bundleLeadsCli } from './leads-bundle.mjs';
import { importTypeScript } from './typescript.mjs';

// What a build needs after `next build`, in the build and in the standalone server's copy of it:
// 1. Each prerendered page gets its stylesheet inline: on a phone a linked one costs a round trip
//    before the first paint (about 0.7 s on slow 4G). React finds a navigation's stylesheet by a
//    <link rel="stylesheet"> with its href and loads it when there is none, so a one-line script
//    puts that link back, disabled: Chrome's preload scanner would fetch one written in the HTML.
// 2. Each prerendered page's Content-Security-Policy (written by next.config.ts with a marker)
//    gets the SHA-256 of every inline script and style the page holds, as served. A page that
//    cannot be hashed (rendered per request, revalidated, a style="" attribute, a header over
//    4 KiB) fails the build.
// 3. The standalone server gets public/, the static files and the leads CLI beside it.

/** Nginx's default proxy buffer (4 KiB on most systems) answers 502 to a larger header. */
const MAX_POLICY_BYTES = 4096;
// The href ends in the build's deployment id (`?dpl=…`, next.config.ts).
const stylesheetLink =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"?]+\.css(?:\?dpl=[\w-]+)?)" data-precedence="next"\/>/g;
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSS of `href` with its relative url()s made absolute, for a <style> in the page. */
function inlineCss(dir, href) {
  const from = new URL(href, 'http://site');
  const css = readFileSync(join(dir, from.pathname.slice('/_next/'.length)), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style": it cannot be inlined`);
  return css.replace(/url\((?!["']?data:)(["']?)([^)"']+)\1\)/g, (_, quote, ref) => {
    const { pathname, search, hash } = new URL(ref, from);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

function addDisabledLink(href) {
  const attributes = { rel: 'stylesheet', href, 'data-precedence': 'next', disabled: '' };
  return (
    '<script>(function(a){var l=document.createElement("link");for(var k in a)' +
    `l.setAttribute(k,a[k]);document.currentScript.after(l)})(${JSON.stringify(attributes)})</script>`
  );
}

/** The hashes a page's policy needs for its inline scripts (data blocks aside) and styles. */
function inlineSources(page, html) {
  const styleAttribute = /<[a-z][^>]*\sstyle="([^"]*)"/i.exec(html);
  if (styleAttribute) {
    throw new Error(`${page}: style="${styleAttribute[1]}", which the policy refuses: use a class`);
  }
  const hashes = (matches) => [...new Set(matches.map(([, , content]) => sha256(content)))];
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi);
  const styles = html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi);
  const data = /\ssrc=|\stype="application\/(ld\+)?json"/i;
  return {
    scripts: hashes(scripts.filter(([, attributes]) => !data.test(attributes))),
    styles: hashes(styles),
  };
}

async function finishBuild(dir) {
  const { PENDING_HASHES, DOCUMENT_SOURCES } = await importTypeScript(
    'lib/http/content-security-policy.ts',
  );
  const read = (path) => readFileSync(join(dir, path), 'utf8');
  const write = (path, text) => {
    for (const copy of [dir, join(dir, 'standalone', dir)]) {
      if (existsSync(join(copy, path))) writeFileSync(join(copy, path), text);
    }
  };

  let inlined = 0;
  for (const path of readdirSync(join(dir, 'server'), { recursive: true })) {
    if (!path.endsWith('.html')) continue;
    const html = read(join('server', path));
    const page = html.replace(stylesheetLink, (_, href) => {
      inlined += 1;
      return `<style>${inlineCss(dir, href)}</style>${addDisabledLink(href)}`;
    });
    if (page !== html) write(join('server', path), page);
  }
  if (inlined === 0)
    throw new Error('No stylesheet link to inline: see scripts/build-if-needed.mjs');

  const routes = JSON.parse(read('routes-manifest.json'));
  const prerendered = JSON.parse(read('prerender-manifest.json')).routes;
  let largest = 0;
  for (const rule of routes.headers) {
    for (const header of rule.headers.filter(({ value }) => value.includes(PENDING_HASHES))) {
      // Any other path may be answered with the not-found page.
      const page = rule.source === DOCUMENT_SOURCES ? '/_not-found' : rule.source;
      const file = `server/app${page === '/' ? '/index' : page}.html`;
      if (!prerendered[page] || !existsSync(join(dir, file))) {
        throw new Error(`${page}: no prerendered HTML to hash: give it a nonce in proxy.ts`);
      }
      const revalidate = prerendered[page].initialRevalidateSeconds;
      if (revalidate !== false) {
        throw new Error(`${page}: revalidate ${revalidate}: its HTML, and hashes, would change`);
      }
      const { scripts, styles } = inlineSources(page, read(file));
      const fill = (sources) => (_, start) => [start, ...sources].join(' ');
      header.value = header.value
        .replace(RegExp(`(script-src[^;]*) ${PENDING_HASHES}`), fill(scripts))
        .replace(RegExp(`(style-src[^;]*) ${PENDING_HASHES}`), fill(styles));
      const bytes = Buffer.byteLength(`${header.key}: ${header.value}`);
      if (bytes > MAX_POLICY_BYTES || header.value.includes(PENDING_HASHES)) {
        throw new Error(`${page}: its Content-Security-Policy is ${bytes} bytes or incomplete`);
      }
      largest = Math.max(largest, bytes);
    }
  }
  write('routes-manifest.json', JSON.stringify(routes));
  console.log(`${inlined} stylesheets inlined; the largest policy header is ${largest} bytes.`);

  // The standalone server serves these from beside it, which the build does not copy.
  cpSync('public', join(dir, 'standalone/public'), { recursive: true });
  cpSync(join(dir, 'static'), join(dir, 'standalone', dir, 'static'), { recursive: true });
  await bundleLeadsCli('.', dir);
}

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
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...variables };
  const { status } = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (status !== 0) return status ?? 1;
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
