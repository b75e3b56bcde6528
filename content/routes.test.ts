import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaceMessages } from './messages';
import type { NavLink } from './navigation';
import {
  findRoute,
  isRoutePath,
  languagePaths,
  ogImagePath,
  ownShareImageKeys,
  paths,
  routes,
  translations,
  unlisted,
  unlistedPaths,
  type SitePath,
} from './routes';

// A page's folder is under app/ or a route group of it (`app/(site)`), which the path leaves out.
const appRoots = [
  'app',
  ...readdirSync('app')
    .filter((name) => /^\(.+\)$/.test(name))
    .map((group) => join('app', group)),
];
const pageFiles = (path: string) =>
  appRoots.map((root) => join(root, ...path.split('/').filter(Boolean), 'page.tsx'));
const hasPage = (path: string) => pageFiles(path).some((file) => existsSync(file));

describe('route table', () => {
  it('has a page in app/ for every route', () => {
    for (const { path } of routes) {
      expect(hasPage(path), path).toBe(true);
    }
  });

  it("serves each route's share image beside its page, as Next's file convention would", () => {
    expect(ogImagePath(paths.home)).toBe('/opengraph-image');
    expect(ogImagePath(paths.digitalMarketing)).toBe('/services/web-DMS/opengraph-image');
  });

  it('has no page for the unlisted links, which redirect home', () => {
    for (const path of unlistedPaths) {
      expect(hasPage(path), path).toBe(false);
      expect(isRoutePath(path), path).toBe(false);
    }
    // Paths are case-sensitive: only the exact spelling is served.
    expect(isRoutePath('/services/web-dms')).toBe(false);
    expect(isRoutePath('/services/web-DMS')).toBe(true);
  });

  it("gives every route's namespace the copy a page needs: meta title and description, title, intro", () => {
    for (const { path, namespace, language } of routes) {
      const copy: {
        meta?: { title?: string; description?: string };
        title?: string;
        intro?: string;
      } = namespaceMessages(namespace, language);
      expect(copy.meta?.title, path).toBeTruthy();
      expect(copy.meta?.description, path).toBeTruthy();
      expect(copy.title, path).toBeTruthy();
      expect(copy.intro, path).toBeTruthy();
    }
  });
});

describe('pages in two languages', () => {
  it('pair each Hindi route with the English route of the same page', () => {
    const hindi = routes.filter((route) => route.language === 'hi');
    expect(hindi.map((route) => route.path)).toEqual([
      '/hi/privacy-notice',
      '/hi/privacy-notice/erase',
    ]);
    for (const route of hindi) {
      const pair = languagePaths(route.key);
      expect(pair?.hi, route.path).toBe(route.path);
      const english = findRoute(pair!.en);
      expect(english.language).toBe('en');
      expect(english.namespace).toBe(route.namespace);
      expect(english.indexed).toBe(route.indexed);
      expect(route.path).toBe(`/hi${english.path}`);
    }
    expect(translations).toHaveLength(hindi.length);
  });

  it('draw share images only for English pages: the images cannot set Devanagari', () => {
    expect(ownShareImageKeys).toEqual(
      routes.filter((route) => route.language === 'en').map((route) => route.key),
    );
  });

  it('keep the erasure confirmation pages (and the page of a client past its limit) out of the sitemap', () => {
    expect(routes.filter((route) => !route.indexed).map((route) => route.path)).toEqual([
      '/try-again',
      '/privacy-notice/erase',
      '/hi/privacy-notice/erase',
    ]);
  });
});

describe('paths typed by the route table', () => {
  it('compiles a path of the table or of the unlisted links, and not a typo', () => {
    const served: SitePath = '/services/sms';
    const unlistedLink: SitePath = '/careers';
    // @ts-expect-error a typo is not a path of the site: `npm run typecheck` fails on it
    const typo: SitePath = '/services/smss';
    // @ts-expect-error a navigation link takes only a path of the site
    const link: NavLink = { href: '/service/sms', label: 'smsGateway' };
    expect([served, unlistedLink, typo, link.href]).toHaveLength(4);
    expect(paths.sms).toBe('/services/sms');
    expect(unlisted.careers).toBe('/careers');
  });
});
