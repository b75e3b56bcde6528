import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { aboutStats, aboutValues } from './about';

describe('About content', () => {
  it('shows the figures: 2015, 10K+, 12 data centers and the site-wide claims', () => {
    expect(Object.fromEntries(aboutStats.map(({ id, value }) => [id, value]))).toEqual({
      founded: '2015',
      businesses: '10K+',
      dataCenters: '12',
      uptime: '99.99%',
      soc2: 'SOC 2',
      support: '24/7',
    });
  });

  it('states the same claims as the rest of the site (99.99% uptime, SOC 2, 24/7 support)', () => {
    const stat = (id: (typeof aboutStats)[number]['id']) =>
      aboutStats.find((candidate) => candidate.id === id)?.value;
    const claims = messages.Common.claims;
    expect(claims.uptime.startsWith(`${stat('uptime')} `)).toBe(true);
    expect(claims.soc2.startsWith(`${stat('soc2')} `)).toBe(true);
    expect(claims.support.startsWith(`${stat('support')} `)).toBe(true);
    expect(messages.About.meta.title).toContain(stat('founded'));
  });

  it('has the four values in order', () => {
    expect(aboutValues.map(({ id }) => messages.About.values.items[id].title)).toEqual([
      'Innovation',
      'Reliability',
      'Transparency',
      'Customer Focus',
    ]);
  });
});
