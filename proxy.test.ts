import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { estimateChannels } from '@/content/pricing/estimates';
import { perRequestPaths, rateCardPaths, routes, unlistedPaths } from '@/content/routes';
import { config } from './proxy';
import { endpoints } from '@/lib/http/endpoints';

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

function filesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

describe('proxy matcher', () => {
  it('stays off every prerendered route of the table, and runs on those rendered per request, with or without a trailing slash', () => {
    for (const { path } of routes) {
      const perRequest = perRequestPaths.has(path);
      expect(matches(path), path).toBe(perRequest);
      if (path !== '/') expect(matches(`${path}/`), `${path}/`).toBe(perRequest);
    }
  });

  it('runs on the quote links of every channel, for their nonce, and stays off their images and PDFs', () => {
    for (const channel of Object.keys(estimateChannels)) {
      for (const path of [`/quote/${channel}`, `/quote/${channel}/`]) {
        expect(matches(`${path}?transactional=100000&ref=rep-17`), path).toBe(true);
      }
      for (const path of [
        `/quote/${channel}/image`,
        `/quote/${channel}/image/`,
        `/quote/${channel}/pdf`,
        `/quote/${channel}/pdf/`,
      ]) {
        expect(matches(`${path}?transactional=100000`), path).toBe(false);
      }
    }
    for (const path of [
      '/quote',
      '/quote/',
      '/quote/sms/extra',
      '/quote/sms/image/x',
      '/quote/sms/pdf/x',
      '/quote/sms/pdfs',
    ]) {
      expect(matches(path), path).toBe(true);
    }
  });

  it('stays off every real file in public/, so they are served without it', () => {
    const files = filesIn('public').map((file) => `/${relative('public', file)}`);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(matches(file), file).toBe(false);
  });

  it("stays off Next's files, the endpoints, the metadata files, the rate card and the share images", () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      endpoints.xsrf,
      endpoints.cspReport,
      '/robots.txt',
      '/sitemap.xml',
      rateCardPaths.csv,
      rateCardPaths.json,
      rateCardPaths.history,
      '/icon.svg',
      '/opengraph-image',
      '/services/opengraph-image',
      '/services/web-DMS/opengraph-image',
      '/privacy-notice/opengraph-image',
    ]) {
      expect(matches(path), path).toBe(false);
    }
  });

  it('runs on the unlisted links and unknown paths, dotted ones too, so they redirect home', () => {
    for (const path of [
      ...unlistedPaths,
      '/services/web-dms',
      '/services/sms/extra',
      '/aboutus',
      '/x/y/z',
      '/blog/opengraph-image',
      '/careers.html',
      '/wp-login.php',
      '/.env',
      '/about.php',
      '/services/sms.html',
      '/logo.png',
      '/robots.txt.bak',
      '/rate-card.xlsx',
      '/rate-card.csv.bak',
      '/services/rate-card.csv',
      '/rate-card/history.csv',
      // The Hindi pages share their English page's image; there is no Hindi home.
      '/hi/privacy-notice/opengraph-image',
      '/hi',
      '/hi/contact',
      '/privacy-notice/erase/x',
    ]) {
      expect(matches(path), path).toBe(true);
    }
  });
});
