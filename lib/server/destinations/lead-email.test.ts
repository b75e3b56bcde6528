import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '@/testing/lead-inbox';
import type { SubmittedLead } from '../store/lead-store';
import { DESTINATION_TIMEOUT_MS } from './destination';
import { emailDestination, leadEmail } from './lead-email';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());
beforeEach(() => {
  inbox.mails.length = 0;
  inbox.refuseWith(undefined);
});

const config = () => ({
  url: inbox.url,
  to: ['sales@sandesh.example', 'Lead Desk <leads@sandesh.example>'],
  from: 'Sandesh Website <website@sandesh.example>',
});

function demoRequest(overrides: Partial<SubmittedLead['payload']> = {}): SubmittedLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email: 'asha.rao@example.in',
    payload: {
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      mobile: '9876543210',
      subject: 'digital',
      message: 'We need a WhatsApp bot.\nAnd an app.',
      demoDate: '2026-12-03',
      demoTime: '10:30 AM',
      wapNotification: true,
      keepInformed: false,
      connectExpert: true,
      ...overrides,
    },
    attribution: {
      first: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'wa-q4',
        gclid: 'abc123',
        landingPath: '/services/whatsapp',
        at: '2026-11-24T05:00:00.000Z',
      },
      last: { ref: 'rep-17', landingPath: '/contact', referrerOrigin: 'https://partner.example' },
      formPath: '/contact',
    },
    createdAt: '2026-11-25T05:00:00.000Z',
  };
}

describe('the lead email', () => {
  it('arrives with the subject, Reply-To, and every field in both parts', async () => {
    const lead = demoRequest();
    expect(await emailDestination(config()).send(lead)).toEqual({ outcome: 'accepted' });
    expect(inbox.mails).toHaveLength(1);
    const [mail] = inbox.mails;
    expect(mail!.from).toBe('website@sandesh.example');
    expect(mail!.to).toEqual(['sales@sandesh.example', 'leads@sandesh.example']);
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Demo request: Asha Rao (Digital Services), 3 Dec 2026 10:30 AM');
    expect(parsed.replyTo?.value).toEqual([{ name: 'Asha Rao', address: 'asha.rao@example.in' }]);
    expect(parsed.messageId).toBe(`<lead-${lead.id}.email@sandesh.example>`);
    const html = String(parsed.html);
    for (const part of [parsed.text!, html]) {
      for (const value of [
        'Asha Rao',
        'asha.rao@example.in',
        '9876543210',
        'Digital Services',
        '3 Dec 2026',
        '10:30 AM',
        'We need a WhatsApp bot.',
        'And an app.',
        'google',
        'cpc',
        'wa-q4',
        'abc123',
        '/services/whatsapp',
        'rep-17',
        'https://partner.example',
        '/contact',
        lead.id,
      ]) {
        expect(part, value).toContain(value);
      }
    }
    expect(parsed.text).toContain('Send me updates on WhatsApp: Yes');
    expect(parsed.text).toContain('Keep me informed about new services and offers: No');
    expect(parsed.text).toContain('Message:\n  We need a WhatsApp bot.\n  And an app.');
  });

  it('adds no header and no markup from what a visitor typed', async () => {
    const name = 'Eve\r\nBcc: x@example.com\r\n<script>alert(1)</script>';
    const lead = demoRequest({ name, message: '<img src=x onerror=alert(2)> & "quotes"' });
    await emailDestination(config()).send(lead);
    const [mail] = inbox.mails;
    expect(mail!.to).not.toContain('x@example.com');
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    const headerBlock = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(mail!.parsed.subject).toBe(
      'Demo request: Eve Bcc: x@example.com <script>alert(1)</script> (Digital Services), 3 Dec 2026 10:30 AM',
    );
    const html = String(mail!.parsed.html);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;');
  });

  it('names a newsletter subscription by its address', () => {
    const message = leadEmail(
      {
        id: randomUUID(),
        kind: 'newsletter_subscription',
        email: 'ravi@example.in',
        payload: { email: 'ravi@example.in' },
        createdAt: '2026-11-25T05:00:00.000Z',
      },
      config(),
    );
    expect(message.subject).toBe('Newsletter subscription: ravi@example.in');
    expect(message.replyTo).toBe('ravi@example.in');
    expect(message.text).toContain('Not recorded');
  });

  it('is refused for good on a permanent refusal of the message, tried again on a temporary one', async () => {
    inbox.refuseWith(554);
    expect(await emailDestination(config()).send(demoRequest())).toMatchObject({
      outcome: 'refused',
      status: 554,
    });
    inbox.refuseWith(451);
    expect(await emailDestination(config()).send(demoRequest())).toEqual({
      outcome: 'unavailable',
      reason: 'smtp_451',
    });
  });

  it('waits, rather than refusing the lead, when the login fails or the server is away', async () => {
    const wrongPassword = { ...config(), url: inbox.url.replace('p%40ss', 'wrong') };
    expect(await emailDestination(wrongPassword).send(demoRequest())).toMatchObject({
      outcome: 'unavailable',
    });
    await inbox.stop();
    try {
      expect(await emailDestination(config()).send(demoRequest())).toEqual({
        outcome: 'unavailable',
        reason: 'smtp_esocket',
      });
    } finally {
      await inbox.start();
    }
    expect(inbox.mails).toHaveLength(0);
  });

  it('gives up on a server that takes the connection and never answers, within the timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    try {
      const answer = await emailDestination({ ...config(), url: `smtp://127.0.0.1:${port}` }).send(
        demoRequest(),
      );
      expect(answer).toMatchObject({ outcome: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(DESTINATION_TIMEOUT_MS + 3_000);
    } finally {
      silent.close();
    }
  });
});
