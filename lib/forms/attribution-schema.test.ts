import { describe, expect, it } from 'vitest';
import { attributionSchema } from './attribution-schema';

const first = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'wa-q4',
  gclid: 'abc123',
  landingPath: '/services/whatsapp',
  referrerOrigin: 'https://www.google.com',
  at: '2026-11-22T10:00:00.000Z',
};

describe('attribution schema (server side)', () => {
  it('keeps a well-formed attribution as it is', () => {
    const attribution = {
      first,
      last: { ref: 'rep-17', landingPath: '/', at: first.at },
      formPath: '/contact',
    };
    expect(attributionSchema.parse(attribution)).toEqual(attribution);
  });

  it('drops unknown keys, at both levels', () => {
    expect(
      attributionSchema.parse({ first: { ...first, utm_id: '9', __proto__x: 'y' }, extra: 1 }),
    ).toEqual({ first });
  });

  it('trims values, and drops each one that is too long, not a string, or carries control characters', () => {
    const parsed = attributionSchema.parse({
      first: {
        ...first,
        utm_term: 'x'.repeat(201),
        utm_content: 'x'.repeat(200),
        ref: 42,
        fbclid: 'a\u0000b',
        msclkid: 'bidi\u202eevil',
        wbraid: ' padded ',
      },
      formPath: ['/contact'],
    });
    expect(parsed).toEqual({ first: { ...first, utm_content: 'x'.repeat(200), wbraid: 'padded' } });
  });

  it('turns anything that is not an object into no attribution, never a failure', () => {
    for (const input of [undefined, null, 'google', 42, [first], { first: 'x' }]) {
      const result = attributionSchema.safeParse(input);
      expect(result.success).toBe(true);
    }
    expect(attributionSchema.parse('google')).toBe(undefined);
    expect(attributionSchema.parse({ first: 'x' })).toEqual({});
  });
});
