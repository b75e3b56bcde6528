import { createTransport, type SendMailOptions } from 'nodemailer';
import { isLoopbackHost } from '@/lib/config';
import type { ErasureNotice, OutboxItem, SubmittedLead } from '../store/lead-store';
import { DESTINATION_TIMEOUT_MS, type LeadDestination } from './destination';
import { erasureSummary, leadSummary, messageParts, oneLine, type Block } from './lead-summary';

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

/** A message of the outbox: its id is the same on every attempt, and so is its date. */
function outboxEmail(
  key: 'lead' | 'erasure',
  { id, createdAt }: { id: string; createdAt: string },
  summary: { subject: string; blocks: Block[] },
  { to, from }: Omit<EmailDestinationConfig, 'url'>,
) {
  return {
    from,
    to,
    subject: summary.subject,
    messageId: `<${key}-${id}.email@${senderDomain(from)}>`,
    ...messageParts(summary.blocks),
    date: new Date(createdAt),
    headers: { [key === 'lead' ? 'X-Lead-Id' : 'X-Erasure-Id']: id },
  } satisfies SendMailOptions;
}

/**
 * The email a lead becomes: the subject names the kind and the person; Reply-To is the visitor;
 * a text and an HTML part each hold every field, where the visitor came from, and the lead's
 * id. Every header is built from one-line values.
 */
export function leadEmail(lead: SubmittedLead, config: Omit<EmailDestinationConfig, 'url'>) {
  const name = oneLine(typeof lead.payload.name === 'string' ? lead.payload.name : '');
  return {
    ...outboxEmail('lead', lead, leadSummary(lead), config),
    replyTo: name ? { name, address: lead.email } : lead.email,
  };
}

/**
 * The email that tells sales of an erasure: which leads to delete from the mailbox and the CRM
 * (the upstream has no erase call), with the address to search for. No Reply-To: the person
 * asked to be forgotten, not contacted.
 */
export const erasureEmail = (notice: ErasureNotice, config: Omit<EmailDestinationConfig, 'url'>) =>
  outboxEmail('erasure', notice, erasureSummary(notice), config);

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
        await transport.sendMail(
          item.kind === 'erasure' ? erasureEmail(item, config) : leadEmail(item, config),
        );
        return { outcome: 'accepted' };
      } catch (error) {
        // What an error of nodemailer's means for the lead (docs/contracts.md, "Destinations").
        const { code, responseCode, response } = (error ?? {}) as {
          code?: string;
          responseCode?: number;
          response?: string;
        };
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
