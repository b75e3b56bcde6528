// After `next build`: the stylesheet of every prerendered page goes into its HTML. On a phone a
// linked stylesheet costs one more round trip before the first paint (about 0.7 s on slow 4G;
// docs/measuring.md). Each page's <link rel="stylesheet"> becomes a <style> with the same CSS,
// its url()s made absolute. React finds the stylesheet of a client-side navigation by a
// <link rel="stylesheet"> with its href, and loads it when there is none: so a one-line script
// puts that link back, disabled. It is a script because Chrome's preload scanner fetches a
// disabled <link> written in the HTML ; one inserted by a script is never fetched. The RSC payloads are left as they are, so
// no navigation carries the CSS (Next's experimental.inlineCss puts it in the payload of every
// one: bench-results/experiments.md). Pages rendered per request (quote links) keep their link.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The href ends in the build's deployment id (`?dpl=…`, next.config.ts) where it has one.
const stylesheetLink =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"?]+\.css(?:\?dpl=[\w-]+)?)" data-precedence="next"\/>/g;

/** CSS whose relative url()s point where they pointed from `href`. */
function absoluteUrls(css, href) {
  const stylesheetUrl = new URL(href, 'http://site');
  return css.replace(/url\((?!["']?data:)(["']?)([^)"']+)\1\)/g, (_, quote, ref) => {
    const resolved = new URL(ref, stylesheetUrl);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/** The code of the script below, up to its argument (scripts/content-security-policy.mjs). */
export const DISABLED_LINK_SCRIPT_START =
  '(function(a){var l=document.createElement("link");' +
  'for(var k in a)l.setAttribute(k,a[k]);document.currentScript.after(l)})(';

/** A script that inserts, where it stands, the disabled link React looks for. */
function disabledLink(href) {
  const attributes = JSON.stringify({
    rel: 'stylesheet',
    href,
    'data-precedence': 'next',
    disabled: '',
  });
  return `<script>${DISABLED_LINK_SCRIPT_START}${attributes.replace(/</g, '\\u003c')})</script>`;
}

/** One page's HTML with its stylesheets inlined; `readCss(href)` gives a stylesheet's text. */
export function inlinePageStylesheets(html, readCss) {
  return html.replace(stylesheetLink, (link, href) => {
    const css = absoluteUrls(readCss(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style": it cannot be inlined`);
    return `<style>${css}</style>${disabledLink(href)}`;
  });
}

function* htmlFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/**
 * Inlines the stylesheets of every prerendered page of a build, in `.next/server` and in the
 * standalone server's copy of it. Throws when the home page had none to inline: Next then
 * writes its pages elsewhere or otherwise, and this step needs a look.
 */
export function inlineStylesheets(distDir = '.next') {
  const cache = new Map();
  const readCss = (href) => {
    if (!cache.has(href))
      cache.set(
        href,
        readFileSync(
          join(distDir, new URL(href, 'http://site').pathname.slice('/_next/'.length)),
          'utf8',
        ),
      );
    return cache.get(href);
  };
  let pages = 0;
  for (const server of [join(distDir, 'server'), join(distDir, 'standalone', distDir, 'server')]) {
    if (!existsSync(server)) continue;
    for (const file of htmlFiles(server)) {
      const html = readFileSync(file, 'utf8');
      const inlined = inlinePageStylesheets(html, readCss);
      if (inlined === html) continue;
      writeFileSync(file, inlined);
      pages += 1;
    }
  }
  const home = readFileSync(join(distDir, 'server/app/index.html'), 'utf8');
  if (!home.includes('<style>') || pages === 0) {
    throw new Error(
      'The home page has no stylesheet link to inline: see scripts/inline-stylesheets.mjs.',
    );
  }
  return pages;
}
