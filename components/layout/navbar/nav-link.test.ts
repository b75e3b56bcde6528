import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-link';

describe('isActivePath', () => {
  it('matches home only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
  });

  it('keeps a section active on its sub-pages but not on look-alike paths', () => {
    expect(isActivePath('/services/sms', '/services')).toBe(true);
    expect(isActivePath('/services', '/services')).toBe(true);
    expect(isActivePath('/servicesx', '/services')).toBe(false);
    expect(isActivePath('/faq', '/about')).toBe(false);
  });
});
