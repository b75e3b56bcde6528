import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { aboutStats } from './about';

describe('About content', () => {
  it('states the same claims as the rest of the site (99.99% uptime, SOC 2, 24/7 support)', () => {
    const stat = (id: (typeof aboutStats)[number]['id']) =>
      aboutStats.find((candidate) => candidate.id === id)?.value;
    const claims = messages.Common.claims;
    expect(claims.uptime.startsWith(`${stat('uptime')} `)).toBe(true);
    expect(claims.soc2.startsWith(`${stat('soc2')} `)).toBe(true);
    expect(claims.support.startsWith(`${stat('support')} `)).toBe(true);
    expect(messages.About.meta.title).toContain(stat('founded'));
  });
});
