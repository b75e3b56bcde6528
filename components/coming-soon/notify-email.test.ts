import { describe, expect, it } from 'vitest';
import { isValidNotifyEmail, notifyTimings } from './notify-email';

describe('coming-soon email rule', () => {
  it('requires an email', () => {
    expect(isValidNotifyEmail('')).toBe(false);
    expect(isValidNotifyEmail('   ')).toBe(false);
  });

  it('accepts a valid address and rejects malformed ones', () => {
    expect(isValidNotifyEmail('asha@example.in')).toBe(true);
    expect(isValidNotifyEmail(' asha.k+news@mail.example.co.in ')).toBe(true);
    for (const bad of [
      'asha',
      'asha@',
      '@example.in',
      'asha@example',
      'a b@example.in',
      'a@b@c.in',
      'asha@.in',
    ]) {
      expect(isValidNotifyEmail(bad), bad).toBe(false);
    }
  });

  it('limits an address to 254 characters and 64 before the @', () => {
    expect(isValidNotifyEmail(`${'a'.repeat(64)}@example.in`)).toBe(true);
    expect(isValidNotifyEmail(`${'a'.repeat(65)}@example.in`)).toBe(false);
    const domain = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.in`;
    expect(`a@${domain}`).toHaveLength(255);
    expect(isValidNotifyEmail(`a@${domain}`)).toBe(false);
    expect(isValidNotifyEmail(`a@${domain.slice(1)}`)).toBe(true);
  });

  it('submits for 1 second and shows the message for 5 seconds', () => {
    expect(notifyTimings).toEqual({ submitMs: 1000, messageMs: 5000 });
  });
});
