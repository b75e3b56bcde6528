import { describe, expect, it } from 'vitest';
import messages from '@/content/messages/en/demo-request-form.json' with { type: 'json' };
import { emailAddress } from './email-address';
import { emailAddressIn } from './email-rule';

// The one table for the one rule: the demo request, the newsletter and the coming-soon form.
const domain255 = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.in`;
const cases: [string, boolean][] = [
  ['asha@example.in', true],
  ['first.last+news@mail.example.co.in', true],
  ["o'neil@example.org", true],
  ['under_score-dash@sub-domain.example.com', true],
  [`${'a'.repeat(64)}@example.in`, true],
  [`a@${domain255.slice(1)}`, true],
  ['', false],
  ['asha', false],
  ['asha@', false],
  ['@example.in', false],
  ['asha@example', false],
  ['asha@example.c', false],
  ['two@@example.com', false],
  ['a@b@c.in', false],
  ['spa ce@example.com', false],
  ['.dot@example.com', false],
  ['dot.@example.com', false],
  ['dots..twice@example.com', false],
  ['person@-example.com', false],
  ['person@.example.com', false],
  ['person@example..com', false],
  [`${'a'.repeat(65)}@example.in`, false],
  [`a@${domain255}`, false],
];

const schema = emailAddress({ required: 'required', invalid: 'invalid' });

describe('the email rule', () => {
  it.each(cases)('%j: %s', (email, valid) => {
    expect(emailAddressIn(email)).toBe(valid ? email : undefined);
    expect(schema.safeParse(email).success).toBe(valid);
  });

  it('trims before it checks, in the browser check and in the schema alike', () => {
    expect(emailAddressIn('  asha@example.in ')).toBe('asha@example.in');
    expect(schema.parse('  asha@example.in ')).toBe('asha@example.in');
  });

  it("gives the schema's caller its own messages: required, then invalid", () => {
    const form = emailAddress({
      required: messages.errors.emailRequired,
      invalid: messages.errors.emailInvalid,
    });
    expect(form.safeParse('   ').error?.issues[0]?.message).toBe('Email is required');
    expect(form.safeParse('asha@').error?.issues[0]?.message).toBe('Invalid email format');
  });
});
