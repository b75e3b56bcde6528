import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { siteUrl } from '@/lib/config';

/** The URL the site publishes for a path: SITE_URL as it was at build time (the default here). */
export const published = (path: string) => new URL(path, `${siteUrl()}/`).href;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
export const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!);

/** The server-rendered HTML of a path, read the way a crawler or a link preview reads it. */
export async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  return {
    html,
    title: head(/<title>([^<]*)<\/title>/),
    lang: head(/<html[^>]* lang="([^"]*)"/),
    canonical: head(/<link rel="canonical" href="([^"]*)"/),
    meta: (key: string) => head(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
