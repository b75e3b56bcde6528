import { createTransport, type NodemailerError, type SendMailOptions } from 'nodemailer';
import { isLoopbackHost } from '@/lib/config';
import type { OutboxItem } from '../store/lead-store';
import { DESTINATION_TIMEOUT_MS, type LeadDestination } from './destination';
import { erasureSummary, leadSummary, messageParts, oneLine } from './lead-summary';

export type EmailDestinationConfig = { url: string; to: string[]; from: string };

/**
 * The domain of the sender's address: the right half of every Message-ID the site makes. A
 * message's id is the same on every attempt, so a mail system or a person recognises a repeat
 * (delivery is at least once).
 */
function senderDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * The email a lead becomes: the subject names the kind and the person; Reply-To is the visitor;
 * a text and an HTML part each hold every field, where the visitor came from, and the lead's
 * id. Every header is built from one-line values. An erasure becomes the email that tells sales
 * which leads to delete from the mailbox and the CRM (the upstream has no erase call), with the
 * address to search for, and no Reply-To: the person asked to be forgotten, not contacted. The
 * id and the date are the item's, the same on every attempt.
 */
export function leadEmail(item: OutboxItem, { to, from }: Omit<EmailDestinationConfig, 'url'>) {
  const erasure = item.kind === 'erasure';
  const summary = erasure ? erasureSummary(item) : leadSummary(item);
  const name = erasure
    ? ''
    : oneLine(typeof item.payload.name === 'string' ? item.payload.name : '');
  return {
    from,
    to,
    ...(!erasure && { replyTo: name ? { name, address: item.email } : item.email }),
    subject: summary.subject,
    messageId: `<${erasure ? 'erasure' : 'lead'}-${item.id}.email@${senderDomain(from)}>`,
    ...messageParts(summary.blocks),
    date: new Date(item.createdAt),
    headers: { [erasure ? 'X-Erasure-Id' : 'X-Lead-Id']: item.id },
  } satisfies SendMailOptions;
}

/** The mail transport of SMTP_URL: the sales emails and the visitor's erasure link go through it. */
export function mailTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return createTransport({
    url: smtpUrl,
    // A few connections kept open and reused: a login per lead would cost a round trip or three
    // per message when leads come in bursts. Idle ones close after a minute.
    pool: true,
    maxConnections: 3,
    idleTimeout: 60_000,
    // Plain SMTP only to a relay on this machine; anywhere else STARTTLS or nothing.
    requireTLS: url.protocol === 'smtp:' && !isLoopbackHost(url.hostname),
    connectionTimeout: DESTINATION_TIMEOUT_MS,
    greetingTimeout: DESTINATION_TIMEOUT_MS,
    socketTimeout: DESTINATION_TIMEOUT_MS,
  });
}

/**
 * The email destination: each lead as one message to LEAD_EMAIL_TO, through SMTP_URL, and each
 * erasure of leads as one message saying which to delete.
 */
export function emailDestination(config: EmailDestinationConfig): LeadDestination {
  const transport = mailTransport(config.url);
  return {
    name: 'email',
    async send(item: OutboxItem) {
      try {
        await transport.sendMail(leadEmail(item, config));
        return { outcome: 'accepted' };
      } catch (error) {
        // What an error of nodemailer's means for the lead (docs/contracts.md, "Destinations").
        const { code, responseCode, response } = (error ?? {}) as NodemailerError;
        // A permanent refusal of this message (its envelope or content), not of the site's login
        // or connection: those are the operator's to fix, and the lead waits for them.
        if (responseCode && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE')) {
          const message = oneLine(String(response ?? '')).slice(0, 500);
          return { outcome: 'refused', status: responseCode, reply: { message } };
        }
        const reason = `smtp_${responseCode || (code ?? 'error').toLowerCase()}`;
        return { outcome: 'unavailable', reason };
      }
    },
  };
}
