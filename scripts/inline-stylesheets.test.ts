import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module shared with the build
import { inlinePageStylesheets } from './inline-stylesheets.mjs';
// @ts-expect-error plain ES module shared with the bench
import { stylesheetPaths } from '../testing/stylesheet-paths.mjs';

const inline = inlinePageStylesheets as (html: string, read: (href: string) => string) => string;
const pathsOf = stylesheetPaths as (html: string) => string[];
const link = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';

describe('inlining a prerendered page’s stylesheet', () => {
  it('puts the CSS in a style tag, and a script that inserts the link, disabled, for React', () => {
    const html = `<head><meta charset="utf-8"/>${link}</head><body>x</body>`;
    const inlined = inline(html, () => 'body{color:red}');
    expect(inlined).toBe(
      '<head><meta charset="utf-8"/><style>body{color:red}</style><script>' +
        '(function(a){var l=document.createElement("link");for(var k in a)l.setAttribute(k,a[k]);' +
        'document.currentScript.after(l)})({"rel":"stylesheet","href":"/_next/static/chunks/site.css",' +
        '"data-precedence":"next","disabled":""})</script></head><body>x</body>',
    );
    // Chrome's preload scanner fetches a <link> written in the HTML, even a disabled one.
    expect(inlined).not.toContain('<link');
  });

  it('names the same stylesheet before and after, from the link or from the script', () => {
    const html = `<head>${link}${link}</head><body>"/_next/static/chunks/body.css"</body>`;
    expect(pathsOf(html)).toEqual(['/_next/static/chunks/site.css']);
    expect(pathsOf(inline(html, () => 'a{}'))).toEqual(['/_next/static/chunks/site.css']);
  });

  it("inlines a link carrying the build's deployment id, and keeps the id on its url()s", () => {
    const href = '/_next/static/chunks/site.css?dpl=4fa6b0d27d3c20c4c419';
    const html = `<head><link rel="stylesheet" href="${href}" data-precedence="next"/></head>`;
    const read: string[] = [];
    const inlined = inline(html, (path) => {
      read.push(path);
      return '@font-face{src:url(../media/inter.woff2?dpl=4fa6b0d27d3c20c4c419)}';
    });
    expect(read).toEqual([href]);
    expect(inlined).toContain(
      '<style>@font-face{src:url(/_next/static/media/inter.woff2?dpl=4fa6b0d27d3c20c4c419)}</style>',
    );
    expect(inlined).not.toContain('<link');
    expect(pathsOf(inlined)).toEqual(['/_next/static/chunks/site.css']);
  });

  it('points relative url()s where they pointed from the stylesheet', () => {
    const css =
      "@font-face{src:url(../media/inter.p.woff2) format('woff2')}" +
      '.a{background:url("./bg.svg")}.b{background:url(data:image/png;base64,AA==)}' +
      '.c{background:url(/abs.png)}';
    expect(inline(link, () => css)).toContain(
      "<style>@font-face{src:url(/_next/static/media/inter.p.woff2) format('woff2')}" +
        '.a{background:url("/_next/static/chunks/bg.svg")}' +
        '.b{background:url(data:image/png;base64,AA==)}.c{background:url(/abs.png)}</style>',
    );
  });

  it('leaves a page with no stylesheet link as it is, and refuses CSS that would end the tag', () => {
    expect(inline('<head></head>', () => 'never read')).toBe('<head></head>');
    expect(() => inline(link, () => '.a::after{content:"</style>"}')).toThrow(/cannot be inlined/);
  });
});
