import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { aboutStats, aboutValues } from './about';

describe('About content', () => {
  it("shows the spec's figures: 2015, 10K+, 12 data centers and the site-wide claims", () => {
    expect(Object.fromEntries(aboutStats.map(({ id, value }) => [id, value]))).toEqual({
      founded: '2015',
      businesses: '10K+',
      dataCenters: '12',
      uptime: '99.99%',
      soc2: 'SOC 2',
      support: '24/7',
    });
  });

  it('has the four values, each with a title, a description and an icon', () => {
    expect(aboutValues.map(({ id }) => messages.About.values.items[id].title)).toEqual([
      'Innovation',
      'Reliability',
      'Transparency',
      'Customer Focus',
    ]);
    for (const { id, icon } of aboutValues) {
      expect(messages.About.values.items[id].description.length).toBeGreaterThan(20);
      expect(icon).toBeTruthy();
    }
  });
});
