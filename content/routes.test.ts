import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { isRoutePath, routes, unlistedPaths } from './routes';

const appFolder = (path: string) => join('app', ...path.split('/').filter(Boolean));

describe('route table', () => {
  it('has a page and a share image in app/ for every route', () => {
    for (const { path } of routes) {
      expect(existsSync(join(appFolder(path), 'page.tsx')), path).toBe(true);
      expect(existsSync(join(appFolder(path), 'opengraph-image.tsx')), path).toBe(true);
    }
  });

  it('has no page for the unlisted links, which redirect home', () => {
    for (const path of unlistedPaths) {
      expect(existsSync(join(appFolder(path), 'page.tsx')), path).toBe(false);
      expect(isRoutePath(path), path).toBe(false);
    }
    // Paths are case-sensitive: only the exact spelling is served.
    expect(isRoutePath('/services/web-dms')).toBe(false);
    expect(isRoutePath('/services/web-DMS')).toBe(true);
  });

  it("gives every route's namespace the copy a page needs: meta title and description, title, intro", () => {
    for (const { path, namespace } of routes) {
      const copy: {
        meta?: { title?: string; description?: string };
        title?: string;
        intro?: string;
      } = messages[namespace];
      expect(copy.meta?.title, path).toBeTruthy();
      expect(copy.meta?.description, path).toBeTruthy();
      expect(copy.title, path).toBeTruthy();
      expect(copy.intro, path).toBeTruthy();
    }
  });
});
