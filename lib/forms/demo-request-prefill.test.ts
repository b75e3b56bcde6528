import { describe, expect, it } from 'vitest';
import { demoRequestPrefill } from './demo-request-prefill';
import { MESSAGE_MAX_LENGTH } from './demo-request-limits';

describe('contact links that prefill the demo form', () => {
  it('fill a known subject and the message', () => {
    const search = `?${new URLSearchParams({
      subject: 'communication',
      message: 'I would like to discuss this SMS estimate.\nMonthly total: ₹17,000.00',
    })}`;
    expect(demoRequestPrefill(search)).toEqual({
      subject: 'communication',
      message: 'I would like to discuss this SMS estimate.\nMonthly total: ₹17,000.00',
    });
  });

  it('leave out an unknown subject, an empty message and control characters', () => {
    expect(demoRequestPrefill('?subject=fax&message=%20%20')).toEqual({});
    expect(demoRequestPrefill('?message=Two%07%E2%80%AElakh')).toEqual({ message: 'Twolakh' });
    expect(demoRequestPrefill('')).toEqual({});
  });

  it('cut a message to the longest the form takes', () => {
    const message = demoRequestPrefill(`?message=${'m'.repeat(MESSAGE_MAX_LENGTH + 50)}`).message;
    expect(message).toHaveLength(MESSAGE_MAX_LENGTH);
  });
});
