import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '@/testing/lead-inbox';
import type { SubmittedLead } from '../store/lead-store';
import { webhookDestination, webhookMessage } from './lead-webhook';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.requests.length = 0;
  receiver.answerNext(204, 0);
});

function lead(name = 'Asha Rao'): SubmittedLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email: 'asha.rao@example.in',
    payload: {
      name,
      email: 'asha.rao@example.in',
      mobile: '9876543210',
      subject: 'communication',
      message: 'Bulk SMS for 2 lakh customers',
      demoDate: '2026-12-03',
      demoTime: '10:30 AM',
      wapNotification: true,
      keepInformed: true,
      connectExpert: true,
    },
    attribution: { first: { utm_source: 'newsletter' }, formPath: '/contact' },
    createdAt: '2026-11-25T05:00:00.000Z',
  };
}

describe('the lead webhook', () => {
  it('is signed per Standard Webhooks, and the receiver’s library verifies it', async () => {
    const sent = lead();
    const destination = webhookDestination({ url: receiver.url, secret: receiver.secret });
    expect(await destination.send(sent)).toEqual({ outcome: 'accepted' });
    const [request] = receiver.requests;
    expect(request).toMatchObject({ verified: true, id: `lead_${sent.id}_webhook`, status: 204 });
    expect(request!.payload).toEqual({
      type: 'lead.demo_request',
      timestamp: '2026-11-25T05:00:00.000Z',
      data: {
        id: sent.id,
        kind: 'demo_request',
        createdAt: sent.createdAt,
        ...sent.payload,
        attribution: sent.attribution,
      },
      text: 'Demo request from Asha Rao (asha.rao@example.in) about Communication Services, for 3 Dec 2026 10:30 AM',
    });
  });

  it('is tried again under the same webhook-id after a 500, and taken the second time', async () => {
    const sent = lead();
    const destination = webhookDestination({ url: receiver.url, secret: receiver.secret });
    receiver.answerNext(500, 1);
    expect(await destination.send(sent)).toEqual({ outcome: 'unavailable', reason: 'http_500' });
    expect(await destination.send(sent)).toEqual({ outcome: 'accepted' });
    expect(receiver.requests.map((request) => [request.id, request.status])).toEqual([
      [`lead_${sent.id}_webhook`, 500],
      [`lead_${sent.id}_webhook`, 204],
    ]);
  });

  it('is refused for good by a 4xx other than 408, 425 and 429; those and a redirect are tried again', async () => {
    const destination = webhookDestination({ url: receiver.url, secret: receiver.secret });
    receiver.answerNext(410, 1);
    expect(await destination.send(lead())).toMatchObject({ outcome: 'refused', status: 410 });
    receiver.answerNext(429, 1);
    expect(await destination.send(lead())).toEqual({ outcome: 'unavailable', reason: 'http_429' });
    receiver.answerNext(308, 1);
    expect(await destination.send(lead())).toEqual({ outcome: 'unavailable', reason: 'redirect' });
  });

  it('keeps a visitor’s chat markup as words in the summary a chat tool shows', () => {
    const { event } = webhookMessage(lead('<!channel> <https://evil.example|Click> & co'));
    expect(event.text).toContain('&lt;!channel&gt; &lt;https://evil.example|Click&gt; &amp; co');
    expect((event.data as Record<string, unknown>).name).toBe(
      '<!channel> <https://evil.example|Click> & co',
    );
  });
});
