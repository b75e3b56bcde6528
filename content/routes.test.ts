import { describe, expect, it } from 'vitest';
import { isRoutePath, routes, unlistedPaths } from './routes';

describe('route table', () => {
  it('has the spec’s fourteen routes and none of its unlisted links', () => {
    expect(routes).toHaveLength(14);
    for (const { path } of routes) expect(isRoutePath(path)).toBe(true);
    for (const path of unlistedPaths) expect(isRoutePath(path)).toBe(false);
    expect(isRoutePath('/services/web-dms')).toBe(false);
  });
});
