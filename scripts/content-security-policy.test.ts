import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DOCUMENT_SOURCES,
  PENDING_HASHES,
  pendingPolicy,
} from '@/lib/http/content-security-policy';
// @ts-expect-error plain ES module shared with the build
import * as step from './content-security-policy.mjs';

const rules = { marker: PENDING_HASHES, fallbackSource: DOCUMENT_SOURCES };

type Sources = { scripts: string[]; styles: string[] };
const pageInlineSources = step.pageInlineSources as (page: string, html: string) => Sources;
const hashBuildPolicies = step.hashBuildPolicies as (
  distDir: string,
  rules: { marker: string; fallbackSource: string },
) => Record<string, { policy: string; bytes: number }>;
const completedPolicy = step.completedPolicy as (p: string, m: string, s: Sources) => string;

const digest = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/a.js"]});';
const css = 'body{color:#0f172a}';

function page(body = '') {
  return (
    `<!DOCTYPE html><html><head><style>${css}</style>` +
    '<script src="/_next/static/chunks/a.js" async=""></script>' +
    `<script id="_R_">${turbopack}</script></head><body>${body}` +
    `<script>${bootstrap}</script><script>${flight}</script><script>${flight}</script>` +
    '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>'
  );
}

describe("a prerendered page's inline sources", () => {
  it('hashes each inline script and style once, as the browser does, and skips data blocks', () => {
    expect(pageInlineSources('/', page())).toEqual({
      scripts: [digest(turbopack), digest(bootstrap), digest(flight)],
      styles: [digest(css)],
    });
  });

  it('hashes a style inside <noscript>: the policy applies to it when scripts are off', () => {
    const sources = pageInlineSources('/faq', page('<noscript><style>p{x:y}</style></noscript>'));
    expect(sources.styles).toContain(digest('p{x:y}'));
  });

  it('fails, naming the page, on an inline script of a kind it does not know', () => {
    for (const script of [
      'alert(document.cookie)',
      'self.__next_f.push([1,"x"]);fetch("//evil.example")',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(steal())',
    ]) {
      expect(() => pageInlineSources('/services/sms', page(`<script>${script}</script>`))).toThrow(
        /^\/services\/sms: an inline script the build does not expect/,
      );
    }
    expect(() =>
      pageInlineSources('/about', page('<script type="module">import "x"</script>')),
    ).toThrow(/^\/about: an inline <script type="module">/);
  });

  it('fails, naming the page, on a style="" attribute', () => {
    expect(() => pageInlineSources('/soon', page('<div style="color:red">x</div>'))).toThrow(
      /^\/soon: a style="color:red" attribute/,
    );
  });
});

describe('completing a pending policy', () => {
  it('puts the scripts in script-src and the styles in style-src, and nothing else moves', () => {
    const policy = completedPolicy(pendingPolicy(), PENDING_HASHES, {
      scripts: ["'sha256-a'", "'sha256-b'"],
      styles: ["'sha256-c'"],
    });
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("style-src 'self' 'sha256-c';");
    expect(policy).not.toContain(PENDING_HASHES);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy.replace(/ 'sha256-[abc]'/g, '')).toBe(
      pendingPolicy().replaceAll(` ${PENDING_HASHES}`, ''),
    );
  });
});

describe("completing a build's policies", () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function build(
    pages: Record<string, string>,
    revalidate: Record<string, number | false> = {},
    sources = [DOCUMENT_SOURCES, ...Object.keys(pages).filter((path) => !path.startsWith('/_'))],
  ) {
    dist = mkdtempSync(join(tmpdir(), 'csp-build-'));
    mkdirSync(join(dist, 'server/app/services'), { recursive: true });
    const routes: Record<string, { initialRevalidateSeconds: number | false }> = {};
    for (const [path, html] of Object.entries(pages)) {
      writeFileSync(join(dist, 'server/app', `${path === '/' ? '/index' : path}.html`), html);
      routes[path] = { initialRevalidateSeconds: revalidate[path] ?? false };
    }
    writeFileSync(join(dist, 'prerender-manifest.json'), JSON.stringify({ routes }));
    const policy = { key: 'Content-Security-Policy', value: pendingPolicy() };
    writeFileSync(
      join(dist, 'routes-manifest.json'),
      JSON.stringify({
        headers: sources.map((source) => ({ source, headers: [policy], regex: '^x$' })),
      }),
    );
  }

  const fallbackPages = { '/_not-found': page() };

  it("writes each route's own hashes, and the fallback pages' for every other path", () => {
    const sms = page(`<script>${flight.replace('1:', '2:')}</script>`);
    build({ ...fallbackPages, '/': page(), '/services/sms': sms });
    const written = hashBuildPolicies(dist, rules);
    const manifest = JSON.parse(readFileSync(join(dist, 'routes-manifest.json'), 'utf8'));
    const policyOf = (source: string) =>
      manifest.headers.find((rule: { source: string }) => rule.source === source).headers[0].value;
    expect(policyOf('/services/sms')).toContain(digest(flight.replace('1:', '2:')));
    expect(policyOf('/')).not.toContain(digest(flight.replace('1:', '2:')));
    expect(policyOf(DOCUMENT_SOURCES)).toContain(digest(flight));
    expect(written['/services/sms']!.policy).toBe(policyOf('/services/sms'));
    expect(JSON.stringify(manifest)).not.toContain(PENDING_HASHES);
  });

  it('fails, naming the page, for a page with revalidate or one rendered per request', () => {
    build({ ...fallbackPages, '/': page(), '/faq': page() }, { '/faq': 60 });
    expect(() => hashBuildPolicies(dist, rules)).toThrow(/^\/faq: revalidate 60/);
    build({ ...fallbackPages, '/': page() }, {}, [DOCUMENT_SOURCES, '/', '/contact']);
    expect(() => hashBuildPolicies(dist, rules)).toThrow(/^\/contact: no prerendered HTML to hash/);
  });

  it('fails when a page would need a header over 4 KiB', () => {
    const many = Array.from(
      { length: 80 },
      (_, index) => `<script>self.__next_f.push([1,"${index}"])</script>`,
    ).join('');
    build({ ...fallbackPages, '/': page(many) });
    expect(() => hashBuildPolicies(dist, rules)).toThrow(
      /^\/: its Content-Security-Policy header is \d+ bytes, over 4096/,
    );
  });
});
