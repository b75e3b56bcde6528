import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';

/** A message the SMTP inbox took: its envelope, and the message as a mail client reads it. */
export type ReceivedMail = { from: string; to: string[]; raw: string; parsed: ParsedMail };

export type SmtpInbox = {
  /** `smtp://user:pass@127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** Stops listening (connections are refused) until `start()`, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Answers the next messages' DATA with this SMTP reply code instead of taking them. */
  refuseWith(code: number | undefined): void;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps each message it takes,
 * parsed by `mailparser`, as a mail client would read it. It asks for a login, as a mail
 * provider does, and offers no STARTTLS: plain SMTP is what SMTP_URL allows on loopback.
 */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  let refusal: number | undefined;
  const create = () =>
    new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stop is a mail server going away: the site's open connections are cut at once.
      closeTimeout: 50,
      onAuth(auth, _session, callback) {
        if (auth.username === 'site' && auth.password === 'p@ss:word') {
          callback(null, { user: 'site' });
        } else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusal) {
            const error = Object.assign(new Error('Message refused'), { responseCode: refusal });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              mails.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
                raw,
                parsed,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  let server = create();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        const address = (server as unknown as { server: Server }).server.address() as AddressInfo;
        resolve(address.port);
      });
    });
  const boundPort = await listen(port);
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://site:${encodeURIComponent('p@ss:word')}@127.0.0.1:${boundPort}`,
    mails,
    stop: closeServer,
    async start() {
      server = create();
      await listen(boundPort);
    },
    refuseWith(code) {
      refusal = code;
    },
    close: closeServer,
  };
}

/** A webhook request as the receiver saw it, and whether its signature verified. */
export type ReceivedWebhook = {
  id: string;
  body: string;
  verified: boolean;
  payload?: { type: string; timestamp: string; data: Record<string, unknown>; text: string };
  status: number;
};

export type WebhookReceiver = {
  url: string;
  /** A `whsec_` secret, for LEAD_WEBHOOK_SECRET. */
  secret: string;
  requests: ReceivedWebhook[];
  /** Answers the next `count` requests with `status` (a 500, say) instead of 204. */
  answerNext(status: number, count: number): void;
  close(): Promise<void>;
};

/**
 * An HTTP receiver on 127.0.0.1 that verifies each request with the `standardwebhooks` package,
 * as a receiver of the site's webhooks would, and drops repeats by `webhook-id`.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const secret = `whsec_${Buffer.from('a-test-secret-of-32-bytes-long!!').toString('base64')}`;
  const verifier = new Webhook(secret);
  const requests: ReceivedWebhook[] = [];
  let forced: { status: number; count: number } | undefined;
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let payload: ReceivedWebhook['payload'];
      let verified = false;
      try {
        payload = verifier.verify(body, headers) as ReceivedWebhook['payload'];
        verified = true;
      } catch {
        // recorded as unverified
      }
      let status = verified ? 204 : 401;
      if (verified && forced && forced.count > 0) {
        status = forced.status;
        forced.count -= 1;
      }
      requests.push({ id: headers['webhook-id'], body, verified, payload, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    secret,
    requests,
    answerNext(status, count) {
      forced = { status, count };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
