import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter-schema';

const invalid = 'Please enter a valid email address.';

function errorOf(email: unknown) {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('newsletter schema', () => {
  it('accepts a valid address and trims it', () => {
    expect(newsletterSchema.parse({ email: '  asha@example.in ' })).toEqual({
      email: 'asha@example.in',
    });
  });

  it.each([[''], ['   '], [undefined], ['asha'], ['asha@'], ['@example.in'], ['a b@example.in']])(
    'rejects %j with the invalid-email message',
    (email) => {
      expect(errorOf(email)).toBe(invalid);
    },
  );

  it('keeps to 254 characters in all and 64 before the @', () => {
    const domain = '@example.in';
    expect(errorOf(`${'a'.repeat(64)}${domain}`)).toBeUndefined();
    expect(errorOf(`${'a'.repeat(65)}${domain}`)).toBe(invalid);
    const label = 'b'.repeat(60);
    const longest = `${'a'.repeat(64)}@${label}.${label}.${label}.ccc.in`;
    expect(longest).toHaveLength(254);
    expect(errorOf(longest)).toBeUndefined();
    expect(errorOf(longest.replace('@', '@d'))).toBe(invalid);
  });
});
