import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { routeOgImage, routeOgImageContent } from './og-image';

describe('route share images', () => {
  it('shows a pricing page its headline price, and a page without prices none', () => {
    expect(routeOgImageContent('sms')).toEqual({
      title: messages.Sms.title,
      description: messages.Sms.meta.description,
      price: expect.stringMatching(/^From ₹/),
    });
    expect(routeOgImageContent('about').price).toBeUndefined();
  });

  it('is advertised beside its page, versioned by what it shows, with its size and alt text', () => {
    const image = routeOgImage('/services/web-DMS');
    expect(image).toEqual({
      url: expect.stringMatching(/^\/services\/web-DMS\/opengraph-image\?[0-9a-f]{16}$/),
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: messages.DigitalMarketing.title,
    });
    expect(routeOgImage('/').url).toMatch(/^\/opengraph-image\?/);
  });
});
