import { describe, expect, it } from 'vitest';
import { routes } from '@/content/routes';
import { routeCopy } from '@/lib/i18n/copy';
import { documentTitle } from './document-title';

const metas = routes.map((route) => ({ path: route.path, ...routeCopy(route).meta }));

describe('page metadata copy', () => {
  it('gives every route its own title and description', () => {
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(routes.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(routes.length);
  });

  it('keeps descriptions (50 to 160 characters) and titles (10 to 65) to what a result shows', () => {
    for (const { path, title, description } of metas) {
      expect(description.length, path).toBeGreaterThanOrEqual(50);
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(title.length, path).toBeGreaterThanOrEqual(10);
      expect(title.length, path).toBeLessThanOrEqual(65);
    }
  });
});

describe('documentTitle', () => {
  it('adds the brand when the whole title stays within 60 characters', () => {
    expect(documentTitle('About Us: Business Messaging Since 2015')).toBe(
      'About Us: Business Messaging Since 2015 | Sandesh Digital',
    );
  });

  it('leaves a long title alone rather than have the brand cut off', () => {
    const long = 'WhatsApp Business API Pricing India: Conversations from ₹0.33';
    expect(documentTitle(long)).toBe(long);
  });
});
