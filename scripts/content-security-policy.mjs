// After `next build` and the stylesheet inlining: each prerendered page's Content-Security-Policy
// names, by SHA-256, every inline script and style the page holds, so no other inline script
// runs (docs/operations.md, "The Content-Security-Policy"). next.config.ts gives each page of the
// route table a header rule whose policy holds PENDING_HASHES; Next writes the rules into
// routes-manifest.json, which `next start` and the standalone server read at run time. This step
// hashes each page's HTML as it will be served and puts the hashes in the place of the marker.
//
// A page that cannot be hashed fails the build with its name: one rendered per request (it needs
// a nonce from proxy.ts instead), one with `revalidate` (its HTML would change after the build),
// an inline script of a kind this step does not know, a style="" attribute. Next's own build-time
// hashes (the unreleased `experimental.inlineScriptHashes`) would replace this step.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISABLED_LINK_SCRIPT_START } from './inline-stylesheets.mjs';

/** Nginx's default proxy buffer (4 KiB on most systems) answers 502 to a larger header. */
export const MAX_POLICY_BYTES = 4096;

/** Summary of what the step wrote, for tests and the build log. */
export const POLICY_SUMMARY = 'content-security-policy.json';

/**
 * The page a path outside the route table may be answered with (the policy of DOCUMENT_SOURCES,
 * which every other rule overrides). Next's
 * `_global-error` page, built too, is served only by a static export (as 500.html); a server
 * renders app/global-error.tsx per request.
 */
const FALLBACK_PAGES = ['/_not-found'];

/** Non-executable script types: data for the page, never run, so no policy applies to them. */
const DATA_BLOCK_TYPES = new Set(['application/ld+json', 'application/json']);

function isJsonLiteral(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A call `start(<JSON>)`, with or without a `;`: code that only hands data to the page. */
function isCallWithJson(content, start) {
  const call = content.endsWith(';') ? content.slice(0, -1) : content;
  return (
    call.startsWith(start) && call.endsWith(')') && isJsonLiteral(call.slice(start.length, -1))
  );
}

/**
 * The inline scripts the build knows: Next's flight data and Turbopack's bootstrap, each a call
 * with JSON, and the script of inline-stylesheets.mjs that adds the disabled stylesheet link.
 * Anything else (an inline script added to a component, or an injected one) fails the build.
 */
const knownInlineScripts = [
  (content) => content === '(self.__next_f=self.__next_f||[]).push([0])',
  (content) => isCallWithJson(content, 'self.__next_f.push('),
  (content) =>
    isCallWithJson(content, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('),
  (content) => isCallWithJson(content, DISABLED_LINK_SCRIPT_START),
];

function attribute(attributes, name) {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?`, 'i').exec(attributes);
  return match ? (match[1] ?? '') : undefined;
}

/** The digest a browser compares with a `'sha256-…'` source: of the element's text, as UTF-8. */
export function sha256Of(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function excerpt(text) {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

/**
 * The sources a page's policy needs for its inline scripts and styles, each hash once, in the
 * order they appear. React escapes `<` in text, attributes and the data it writes in a script,
 * so every `<script` and `<style` in the HTML opens an element.
 */
export function pageInlineSources(page, html) {
  const scripts = [];
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = attribute(attributes, 'type')?.toLowerCase();
    if (type !== undefined && DATA_BLOCK_TYPES.has(type)) continue;
    if (type !== undefined && type !== '' && type !== 'text/javascript') {
      throw new Error(`${page}: an inline <script type="${type}"> the build cannot hash.`);
    }
    if (!knownInlineScripts.some((isKnown) => isKnown(content))) {
      throw new Error(
        `${page}: an inline script the build does not expect: ${excerpt(content)} ` +
          '(scripts/content-security-policy.mjs lists the ones it hashes).',
      );
    }
    scripts.push(sha256Of(content));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) =>
    sha256Of(css),
  );
  const styleAttribute = /<[a-z][^>]*\sstyle="([^"]*)"/i.exec(html);
  if (styleAttribute) {
    throw new Error(
      `${page}: a style="${excerpt(styleAttribute[1])}" attribute, which the policy does not ` +
        'allow: give the element a class instead.',
    );
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Where Next writes a prerendered page's HTML. */
function htmlFile(distDir, page) {
  return join(distDir, 'server/app', `${page === '/' ? '/index' : page}.html`);
}

/** A prerendered page's inline sources, or an error naming why it has none. */
function prerenderedPageSources(distDir, prerenderRoutes, page) {
  const prerendered = prerenderRoutes[page];
  const file = htmlFile(distDir, page);
  if (!prerendered || !existsSync(file)) {
    throw new Error(
      `${page}: no prerendered HTML to hash. A page rendered per request needs a nonce from ` +
        'proxy.ts instead (as /quote/<channel> has).',
    );
  }
  if (prerendered.initialRevalidateSeconds !== false) {
    throw new Error(
      `${page}: revalidate ${prerendered.initialRevalidateSeconds}: its HTML changes after the ` +
        'build, and the hashes with it. Prerender it once, or render it per request with a nonce.',
    );
  }
  return pageInlineSources(page, readFileSync(file, 'utf8'));
}

/** `policy` with the marker in script-src and style-src replaced by the page's sources. */
export function completedPolicy(policy, marker, sources) {
  return policy
    .split('; ')
    .map((directive) => {
      const [name] = directive.split(' ');
      const replacement =
        name === 'script-src' ? sources.scripts : name === 'style-src' ? sources.styles : [];
      return directive
        .split(' ')
        .flatMap((token) => (token === marker ? replacement : [token]))
        .join(' ');
    })
    .join('; ');
}

function union(sourcesList) {
  return {
    scripts: [...new Set(sourcesList.flatMap((sources) => sources.scripts))],
    styles: [...new Set(sourcesList.flatMap((sources) => sources.styles))],
  };
}

/**
 * Completes every pending policy of one build's routes-manifest.json with the hashes of the page
 * its rule is for; the catch-all rule gets the pages an unknown path may be answered with.
 * Returns `{ page: { policy, bytes } }`.
 */
export function hashBuildPolicies(distDir, { marker, fallbackSource }) {
  const manifestPath = join(distDir, 'routes-manifest.json');
  const routesManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const prerenderRoutes = JSON.parse(
    readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'),
  ).routes;
  const written = {};
  for (const rule of routesManifest.headers) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      if (!header.value.includes(marker)) continue;
      const pages = rule.source === fallbackSource ? FALLBACK_PAGES : [rule.source];
      const sources = union(
        pages.map((page) => prerenderedPageSources(distDir, prerenderRoutes, page)),
      );
      header.value = completedPolicy(header.value, marker, sources);
      const bytes = Buffer.byteLength(`${header.key}: ${header.value}`);
      if (bytes > MAX_POLICY_BYTES) {
        throw new Error(
          `${rule.source}: its Content-Security-Policy header is ${bytes} bytes, over ` +
            `${MAX_POLICY_BYTES} (a proxy's default buffer): the page holds too many inline scripts.`,
        );
      }
      written[rule.source] = { policy: header.value, bytes };
    }
  }
  const left = routesManifest.headers.filter((rule) =>
    rule.headers.some((header) => header.value.includes(marker)),
  );
  if (left.length > 0 || written[fallbackSource] === undefined) {
    throw new Error(
      `The Content-Security-Policy of ${left.map((rule) => rule.source).join(', ') || fallbackSource} ` +
        'was not completed: see scripts/content-security-policy.mjs.',
    );
  }
  writeFileSync(manifestPath, JSON.stringify(routesManifest));
  return written;
}

/**
 * Completes the policies (`rules`: the marker, and the source of the rule for every other path)
 * of the build in `.next` and of the standalone server's copy of it, and
 * writes a summary beside the build. Returns the largest header's size in bytes.
 */
export function hashPagePolicies(rules, distDir = '.next') {
  let summary;
  for (const dir of [distDir, join(distDir, 'standalone', distDir)]) {
    if (!existsSync(join(dir, 'routes-manifest.json'))) continue;
    const written = hashBuildPolicies(dir, rules);
    summary ??= written;
  }
  writeFileSync(join(distDir, POLICY_SUMMARY), `${JSON.stringify(summary, null, 2)}\n`);
  return Math.max(...Object.values(summary).map(({ bytes }) => bytes));
}
