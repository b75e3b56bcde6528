// `npm start` runs it before `next start`: builds when there is no build, or when anything it is
// made from (lib/build-identity.mjs) or a build variable differs from the build's stamp. A build
// variable left unset keeps the build's value, which a server then serves (lib/config.ts).
//   --force      always (`npm run build`)
//   --check      never: exits 0 when the build is current, 1 when not
//   --tests      the tests' build in .next-test, with the environment's variables alone, for
//                every command started later (npm test, bench and shots call buildIfNeeded)
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
import { bundleLeadsCli, bundleRenderWorker } from './bundles.mjs';
import { importTypeScript } from './typescript.mjs';

// What a build needs after `next build`, in the build and in the standalone server's copy of it:
// 1. Each prerendered page gets its stylesheet inline: on a phone a linked one costs a round trip
//    before the first paint (about 0.7 s on slow 4G). React finds a navigation's stylesheet by a
//    <link rel="stylesheet"> with its href and loads it when there is none, so a one-line script
//    puts that link back, disabled: Chrome's preload scanner would fetch one written in the HTML.
//    The same CSS goes to inline-stylesheet.json, for the pages rendered per request
//    (lib/http/inline-stylesheet.ts).
// 2. Each prerendered page's Content-Security-Policy (written by next.config.ts with a marker)
//    gets the SHA-256 of every inline script and style the page holds, as served. A page that
//    cannot be hashed (rendered per request, revalidated, a style="" attribute, a header over
//    4 KiB) fails the build.
// 3. The standalone server gets public/, the static files and the leads CLI beside it; the build
//    and the standalone server get the render pool's worker.

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

const disabledLink = (href) =>
  '<script>(function(a){var l=document.createElement("link");for(var k in a)' +
  'l.setAttribute(k,a[k]);document.currentScript.after(l)})' +
  `(${JSON.stringify({ rel: 'stylesheet', href, 'data-precedence': 'next', disabled: '' })})</script>`;

/** The hashes of a page's inline <script>s (data blocks aside) or <style>s, in document order. */
function inlineHashes(html, tag) {
  const elements = html.matchAll(RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'));
  const inline = elements.filter(
    ([, attributes]) => !/\ssrc=|\stype="application\/(ld\+)?json"/i.test(attributes),
  );
  return [...new Set(inline.map(([, , content]) => sha256(content)))];
}

async function finishBuild(dir) {
  const { PENDING_HASHES, DOCUMENT_SOURCES } = await importTypeScript(
    'lib/http/content-security-policy.ts',
  );
  const { INLINE_STYLESHEET_FILE } = await importTypeScript('lib/http/inline-stylesheet.ts');
  const read = (path) => readFileSync(join(dir, path), 'utf8');
  const write = (path, text) => {
    for (const copy of [dir, join(dir, 'standalone', dir)]) {
      if (existsSync(join(copy, path))) writeFileSync(join(copy, path), text);
    }
  };

  let inlined = 0;
  const hrefs = new Set();
  for (const path of readdirSync(join(dir, 'server'), { recursive: true })) {
    if (!path.endsWith('.html')) continue;
    const page = read(join('server', path)).replace(stylesheetLink, (_, href) => {
      inlined += 1;
      hrefs.add(href);
      return `<style>${inlineCss(dir, href)}</style>${disabledLink(href)}`;
    });
    write(join('server', path), page);
  }
  if (hrefs.size !== 1)
    throw new Error(`${hrefs.size} stylesheets linked, not one: see scripts/build-if-needed.mjs`);
  // The pages rendered per request carry the same CSS (lib/http/inline-stylesheet.ts).
  const [href] = hrefs;
  const css = inlineCss(dir, href);
  for (const copy of [dir, join(dir, 'standalone', dir)]) {
    writeFileSync(
      join(copy, INLINE_STYLESHEET_FILE),
      JSON.stringify({ href, css, hash: sha256(css) }),
    );
  }

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
      const html = read(file);
      const styleAttribute = /<[a-z][^>]*\sstyle="([^"]*)"/i.exec(html)?.[1];
      if (styleAttribute !== undefined) {
        throw new Error(
          `${page}: style="${styleAttribute}", which the policy refuses: use a class`,
        );
      }
      for (const tag of ['script', 'style']) {
        header.value = header.value.replace(
          RegExp(`(${tag}-src[^;]*) ${PENDING_HASHES}`),
          (_, start) => [start, ...inlineHashes(html, tag)].join(' '),
        );
      }
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
  await bundleRenderWorker('.', dir);
  cpSync(join(dir, 'render-worker.mjs'), join(dir, 'standalone', dir, 'render-worker.mjs'));
}

/** The price lists' mistakes, one line each (file, path, rule), on stderr: 1 when there are any. */
async function checkPriceLists() {
  const { priceListProblems } = await importTypeScript('lib/pricing/price-list-schema.ts');
  const index = readFileSync(`${priceListFolder}/index.ts`, 'utf8');
  const names = readdirSync(priceListFolder).filter((name) => name.endsWith('.json'));
  const problems = names.length > 0 ? [] : [`${priceListFolder}: holds no price list`];
  for (const name of names.sort()) {
    const file = `${priceListFolder}/${name}`;
    if (!index.includes(`'./${name}'`)) problems.push(`${file}: add its line to index.ts`);
    let data;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${file}: is not JSON: ${error.message.split('\n')[0]}`);
      continue;
    }
    problems.push(...priceListProblems(file, data));
  }
  if (problems.length > 0) console.error(problems.join('\n'));
  return problems.length > 0 ? 1 : 0;
}

const stampFile = () => join(distDir(), 'build-stamp.json');

async function build(variables) {
  if ((await checkPriceLists()) !== 0) {
    console.error('The build stopped: the price lists above need fixing.');
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

/** Builds unless the build is current, as the flag says (above); resolves with the exit code. */
export async function buildIfNeeded(flag) {
  if (flag === '--tests') selectTestBuild();
  else nextEnv.loadEnvConfig('.', false, { info: () => {}, error: console.error }, true);
  const stamp = existsSync(stampFile()) ? JSON.parse(readFileSync(stampFile(), 'utf8')) : undefined;
  // npm start keeps the build's value of a variable left unset; --force and --tests do not.
  const kept = flag === undefined || flag === '--check' ? stamp?.variables : undefined;
  const variables = Object.fromEntries(
    buildVariables.map((name) => [name, process.env[name] || kept?.[name] || '']),
  );
  const current =
    existsSync(join(distDir(), 'BUILD_ID')) &&
    stamp?.fingerprint === buildFingerprint('.', variables);
  if (flag === '--check') return current ? 0 : 1;
  if (current && flag === '--tests')
    console.log(`The tests' build in ${distDir()} is current: reused.`);
  if (current && flag !== '--force') return 0;
  if (stamp && !current) console.log('The sources or a build variable changed.');
  console.log(`Building ${distDir()} ...`);
  return build(variables);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flag] = process.argv.slice(2);
  process.exit(await (flag === '--check-prices' ? checkPriceLists() : buildIfNeeded(flag)));
}
