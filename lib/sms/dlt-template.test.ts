import { describe, expect, it } from 'vitest';
import { containsLink, DLT_VARIABLE, DLT_VARIABLE_CHARACTERS } from './dlt-template';

describe('the DLT variable', () => {
  it('is {#var#} and holds 30 characters', () => {
    expect(DLT_VARIABLE).toBe('{#var#}');
    expect(DLT_VARIABLE_CHARACTERS).toBe(30);
  });
});

describe('containsLink', () => {
  it.each([
    'https://example.in/t/1',
    'Pay at http://pay.lantern.in now',
    'HTTPS://EXAMPLE.IN',
    'Track: lntr.in/t/45821',
    'lntr.in/d',
    '(lntr.in/t/1)',
    'Visit www.lantern.in today',
    'Offers at offers.lantern.co.in/diwali',
    'ट्रैक करें: lntr.in/t/45821',
    'Track it at lntr.in/t/{#var#}',
  ])('finds the link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    '',
    'Your OTP is 482913.',
    // Abbreviations and amounts with a dot, and a bare domain without a path (see LINK).
    'Flat Rs.500/- off',
    'Meet Dr.Meena at 10.30am/11am',
    'Write to lantern.in',
    'and/or',
    'Mail asha@lantern.in/ for help',
    'https:// with nothing after',
    'http',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
