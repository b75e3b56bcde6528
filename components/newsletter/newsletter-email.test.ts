import { describe, expect, it } from 'vitest';
import { newsletterEmail } from './newsletter-email';
import { newsletterSchema } from '@/lib/forms/newsletter-schema';

const samples = [
  '',
  '   ',
  'person@example.com',
  '  person@example.com  ',
  'first.last+news@mail.example.co.in',
  "o'neil@example.org",
  'no-at-sign',
  'two@@example.com',
  'person@example',
  '.dot@example.com',
  'dots..twice@example.com',
  'person@-example.com',
  'spa ce@example.com',
  `${'a'.repeat(64)}@example.com`,
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(245)}.com`,
  `a@${'b'.repeat(250)}.com`,
];

describe('newsletter email check', () => {
  it.each(samples)('agrees with the shared schema on %j', (input) => {
    const parsed = newsletterSchema.safeParse({ email: input });
    expect(newsletterEmail(input)).toBe(parsed.success ? parsed.data.email : undefined);
  });

  it('refuses an empty address and trims a valid one', () => {
    expect(newsletterEmail('')).toBeUndefined();
    expect(newsletterEmail(' a@example.com ')).toBe('a@example.com');
  });
});
