import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { routes, unlistedPaths } from '@/content/routes';
import { config } from './proxy';

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('proxy matcher', () => {
  it('stays off every route of the table, with or without a trailing slash', () => {
    for (const { path } of routes) {
      expect(matches(path), path).toBe(false);
      if (path !== '/') expect(matches(`${path}/`), `${path}/`).toBe(false);
    }
  });

  it("stays off Next's files, the endpoints and public files", () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/api/v1.0/xsrf',
      '/robots.txt',
      '/sitemap.xml',
      '/logo.svg',
      '/images/people/a.webp',
      '/icon.svg',
      '/opengraph-image',
      '/services/opengraph-image',
      '/services/web-DMS/opengraph-image',
    ]) {
      expect(matches(path), path).toBe(false);
    }
  });

  it('runs on the unlisted links and unknown paths, so they redirect home', () => {
    for (const path of [
      ...unlistedPaths,
      '/services/web-dms',
      '/services/sms/extra',
      '/aboutus',
      '/x/y/z',
      '/blog/opengraph-image',
    ]) {
      expect(matches(path), path).toBe(true);
    }
  });
});
