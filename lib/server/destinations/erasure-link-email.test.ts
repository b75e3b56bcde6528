import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { grievanceContact } from '@/content/privacy-notice';
import { erasureLinkEmail } from './erasure-link-email';

const token = 'A'.repeat(40) + '-_x';

/** The message as a mail client reads it. */
async function read(locale: 'en' | 'hi') {
  const message = erasureLinkEmail({
    to: 'asha@example.in',
    from: 'Sandesh Website <website@sandesh.example>',
    token,
    locale,
    siteUrl: 'https://www.example.in',
  });
  return simpleParser(await new MailComposer(message).compile().build());
}

describe('the email with the erasure link', () => {
  it('carries the token in the fragment of the page of the language it was asked in', async () => {
    const english = await read('en');
    expect(english.subject).toBe('Confirm: erase your details from Sandesh Digital');
    expect(english.text).toContain(`https://www.example.in/privacy-notice/erase#token=${token}`);
    expect(english.html).toContain(
      `<a href="https://www.example.in/privacy-notice/erase#token=${token}">`,
    );
    expect(english.text).toContain('within 24 hours');
    expect(english.text).toContain(grievanceContact.email);

    const hindi = await read('hi');
    expect(hindi.subject).toBe('पुष्टि करें: Sandesh Digital से अपनी जानकारी मिटवाएँ');
    expect(hindi.text).toContain(`https://www.example.in/hi/privacy-notice/erase#token=${token}`);
    expect(hindi.text).toContain('24 घंटे');
  });

  it('says nothing of whether the site holds anything for the address', async () => {
    const { text } = await read('en');
    expect(text).toContain('does not tell whether we hold any details');
    expect(text).not.toMatch(/we found|your leads|your demo/i);
  });
});
