import { describe, expect, it } from 'vitest';
import {
  caseStudies,
  clientLogos,
  heroCards,
  industries,
  serviceCategories,
  tagTone,
} from './home';
import { messages } from './messages';

describe('testimonial tag colours', () => {
  it('colour each listed tag, and any other grey', () => {
    const tags = [
      'Website',
      'Registration',
      'Messaging',
      'Payments',
      'Notifications',
      'Integration',
    ];
    const more = ['Automation', 'Community', 'Engagement', 'Analytics', 'website', 'Other', ''];
    expect([...tags, ...more].map(tagTone)).toEqual([
      ...['blue', 'blue', 'blue', 'green', 'green', 'green'],
      ...['indigo', 'indigo', 'indigo', 'grey', 'grey', 'grey', 'grey'],
    ]);
  });
});

describe('home data', () => {
  it('has three case studies, each with a person, image and logo in public/', () => {
    expect(caseStudies).toHaveLength(3);
    for (const { person, tags } of caseStudies) {
      expect(person.name).not.toBe('');
      expect(person.image).toMatch(/^\/images\/home\/.+\.svg$/);
      expect(person.logo).toMatch(/^\/images\/home\/.+\.svg$/);
      expect(tags.length).toBeGreaterThan(0);
    }
  });

  it('serves every client logo from public/, never a logo service', () => {
    expect(clientLogos.length).toBeGreaterThanOrEqual(4);
    for (const client of clientLogos) expect(client.logo).toMatch(/^\/images\/home\/logos\//);
  });

  it('lists the six industries, in order', () => {
    expect(industries.map(({ key }) => messages.Home.industries.items[key].name)).toEqual([
      'E-Commerce',
      'Banking & Finance',
      'Healthcare',
      'Logistics',
      'Education',
      'Hospitality',
    ]);
  });

  it('links the hero cards to /services and /services/csw', () => {
    expect(heroCards.map((card) => card.href)).toEqual(['/services', '/services/csw']);
  });

  it('has the published links in the services tabs, Communication Services first', () => {
    expect(serviceCategories.map(({ key }) => messages.Home.services.categories[key])).toEqual([
      'Communication Services',
      'Digital Services',
    ]);
    expect(serviceCategories.flatMap(({ services }) => services.map(({ href }) => href))).toEqual([
      '/services/whatsapp',
      '/services/sms',
      '/services/email',
      '/services/voice',
      '/services/web-dev',
      '/services/ui-ux',
      '/services/cloud',
      '/services/digital-marketing',
    ]);
  });
});
