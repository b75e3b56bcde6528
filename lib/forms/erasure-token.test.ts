import { describe, expect, it } from 'vitest';
import { erasureConfirmSchema, erasureRequestSchema } from './erasure-schema';
import { erasureTokenIn } from './erasure-token';

const token = 'q0ZkN3u8lJ7Xb1V2c9WmR4tYp6sHa5dEg2fKj8LoQiU';

describe("an erasure link's token", () => {
  const missing = ['', '#', '#token=', `#token=${token.slice(0, 20)}`, `#token=${token}x`];
  it.each<[string, string | undefined]>([
    [`#token=${token}`, token],
    [`token=${token}`, token],
    [`#lang=hi&token=${token}`, token],
    ...missing.map((fragment): [string, undefined] => [fragment, undefined]),
    [`#token=${token.slice(0, 42)}%2F`, undefined],
    [`#tokens=${token}`, undefined],
  ])('is read from the fragment %j as %j', (fragment, expected) => {
    expect(erasureTokenIn(fragment)).toBe(expected);
  });

  it('is what the endpoint takes: the page sends nothing the schema would refuse', () => {
    expect(
      erasureConfirmSchema.safeParse({ token: erasureTokenIn(`#token=${token}`) }).success,
    ).toBe(true);
    expect(erasureConfirmSchema.safeParse({ token: token.slice(1) }).success).toBe(false);
  });
});

describe('an erasure request', () => {
  it('takes an address under the email rule and the language of the page it came from', () => {
    expect(erasureRequestSchema.parse({ email: ' asha@example.in ', locale: 'hi' })).toEqual({
      email: 'asha@example.in',
      locale: 'hi',
    });
    expect(erasureRequestSchema.safeParse({ email: 'asha@', locale: 'en' }).success).toBe(false);
    expect(erasureRequestSchema.safeParse({ email: 'asha@example.in', locale: 'ta' }).success).toBe(
      false,
    );
  });
});
