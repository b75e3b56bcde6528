import { loadEnvConfig } from '@next/env';
import { parseArgs } from 'node:util';
import { CLICK_ID_PARAMS } from '@/lib/attribution/touch';
import { configuration } from '@/lib/config';
import type { LeadTouch } from '@/lib/forms/attribution-schema';
import { withdrawableChoices, type WithdrawableChoice } from '@/lib/forms/erasure-token';
import { unsafeCharacters } from '@/lib/text/unsafe-characters';
import {
  leadStatuses,
  type Delivery,
  type ErasureRecord,
  type Lead,
  type LeadStatus,
} from './store/lead-store';
import { openLeadStore, storeLocation } from './store/open-lead-store';
import { backupSqliteDatabase } from './store/sqlite-database';

const usage = `npm run leads [-- --status ${leadStatuses.join('|')}] [--csv]
npm run leads -- --forget <email>
npm run leads -- --withdraw ${withdrawableChoices.join('|')} <email>
npm run leads -- --erasures
npm run leads -- --purge-before <YYYY-MM-DD>
npm run leads -- --backup <file>
(beside the standalone server: node leads.mjs, with the same options)`;

/** A calendar date (YYYY-MM-DD, midnight UTC) or a full ISO 8601 time, as ISO text. */
function isoTime(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Reads the `.env` files in `dir` as the Next server started there does (`@next/env`, which
 * `next start` and the standalone server call): `.env.production.local`, `.env.local`,
 * `.env.production`, `.env` (`.env.test*` under NODE_ENV=test), the process's own variables
 * first. The CLI then opens the store of the server beside it (DATABASE_URL, DATA_DIR).
 */
export const loadServerEnvFiles = (dir: string) => void loadEnvConfig(dir, false);

/**
 * `npm run leads`: the operator's view of the lead store (SQLite under DATA_DIR, or PostgreSQL at
 * DATABASE_URL), newest first, with each lead's delivery status; `--forget` acts on a request to
 * delete, `--purge-before` removes old leads the retention keeps, `--backup` copies the SQLite
 * store while the server writes to it. Resolves with the exit code.
 */
export async function leadsCli(
  args: string[],
  write = (text: string) => process.stdout.write(text),
) {
  const refuse = (reason: string) => {
    write(`${reason}\n${usage}\n`);
    return 2;
  };
  let options, positionals;
  try {
    ({ values: options, positionals } = parseArgs({
      args,
      options: {
        status: { type: 'string' },
        csv: { type: 'boolean' },
        forget: { type: 'string' },
        withdraw: { type: 'string' },
        erasures: { type: 'boolean' },
        'purge-before': { type: 'string' },
        backup: { type: 'string' },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
  const status = options.status as LeadStatus | undefined;
  if (status && !leadStatuses.includes(status)) {
    return refuse(`Unknown status ${JSON.stringify(status)}.`);
  }
  const purgeBefore = options['purge-before'];
  const purgeTime = purgeBefore === undefined ? undefined : isoTime(purgeBefore);
  if (purgeBefore !== undefined && !purgeTime) {
    return refuse(`Not a date: ${JSON.stringify(purgeBefore)}.`);
  }

  const choice = options.withdraw as WithdrawableChoice | undefined;
  if (choice && (!withdrawableChoices.includes(choice) || positionals.length !== 1)) {
    return refuse(`--withdraw takes one of ${withdrawableChoices.join(', ')}, then an email.`);
  }
  if (!choice && positionals.length > 0) return refuse(`Unexpected ${positionals.join(' ')}.`);
  if (options.backup !== undefined) return backup(options.backup, write);

  const store = await openLeadStore();
  const where = storeLocation();
  try {
    const address = choice ? positionals[0]! : options.forget;
    if (address !== undefined) {
      const report = await store.forget(address, Date.now(), { choice });
      const { removed, claimed, files, handedTo, notices } = report;
      write(
        choice
          ? `Recorded ${choice} withdrawn on ${removed} lead(s) of ${address} in ${where}.\n`
          : `Removed ${removed} lead(s) of ${address} from ${where}.\n`,
      );
      if (claimed > 0) write(`${claimed} of them held by a delivery will not be sent.\n`);
      if (notices.length > 0) {
        write(
          `They had gone to: ${handedTo.join(', ')}. Queued for the running server to tell: ` +
            `${notices.join(', ')}${handedTo.includes('upstream') ? ' (the email asks sales to delete them from the CRM by hand: the upstream has no erase call)' : ''}.\n`,
        );
      }
      write(
        `Recorded as ${choice ? 'withdrawal' : 'erasure'} ${report.erasureId}, without the address.\n`,
      );
      if (files) write(`Files: ${files}.\n`);
    } else if (options.erasures) {
      const records = await store.erasures();
      write(
        records.length === 0
          ? `No erasure requests (${where}).\n`
          : `${records.length} erasure request(s) in ${where}, newest first:\n\n` +
              records.map((record) => `${erasureListing(record)}\n`).join(''),
      );
    } else if (purgeTime) {
      const counts = Object.entries(await store.purgeCreatedBefore(purgeTime));
      const removed = counts.map(([kind, count]) => `${count} ${kind}`).join(', ') || 'none';
      write(
        `Removed the leads created before ${purgeTime} from ${where}: ${removed}. ` +
          'Pending leads are kept.\n',
      );
    } else if (options.csv) write(leadsCsv(await store.list(status)));
    else {
      // A visitor's request to erase, with no email to confirm it, waits on the operator.
      const waiting = (await store.erasures()).filter(
        (record) => record.state === 'awaiting_operator',
      );
      for (const { choice, requestedAt, email } of waiting) {
        write(
          `${choice ? `Withdrawal of ${choice}` : 'Erasure'} requested on ${requestedAt} for ` +
            `${printable(email)}: confirm it with them (the grievance contact), then run npm run ` +
            `leads -- ${choice ? `--withdraw ${choice}` : '--forget'} <their email>.\n`,
        );
      }
      if (waiting.length > 0) write('\n');
      const leads = await store.list(status);
      write(
        leads.length === 0
          ? `No ${status ? `${status} ` : ''}leads yet (${where}).\n`
          : `${leads.length} lead(s) in ${where}, newest first:\n\n` +
              leads.map((lead) => `${leadListing(lead)}\n`).join(''),
      );
    }
    return 0;
  } finally {
    await store.close();
  }
}

/** `--backup <file>`: a copy of the SQLite store, or on PostgreSQL the command that makes one. */
async function backup(file: string, write: (text: string) => void) {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = configuration();
  if (databaseUrl) {
    // The URL without its password, which pg_dump takes from PGPASSWORD or ~/.pgpass instead.
    const url = new URL(databaseUrl);
    url.password = '';
    url.searchParams.delete('password');
    const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
    write(
      `The leads are in PostgreSQL (${storeLocation()}): back it up with pg_dump, ` +
        `the password in PGPASSWORD or ~/.pgpass:\n` +
        `  pg_dump --format=custom --file ${quoted(file)} ${quoted(url.href)}\n`,
    );
    return 1;
  }
  try {
    const leads = await backupSqliteDatabase(dataDir, file);
    write(`Backed up ${leads} lead(s) from ${storeLocation()} into ${file}.\n`);
    return 0;
  } catch (error) {
    write(`No backup: ${error instanceof Error ? error.message : error}\n`);
    return 1;
  }
}

/** Where a touch came from: its UTM source, medium and campaign, click id kind, ref, landing page. */
function touchFields(prefix: 'first' | 'last', touch?: LeadTouch): Record<string, string> {
  const fields = {
    source: touch?.utm_source,
    medium: touch?.utm_medium,
    campaign: touch?.utm_campaign,
    click_id: CLICK_ID_PARAMS.filter((name) => touch?.[name]).join(' '),
    ref: touch?.ref,
    landing_page: touch?.landingPath,
  };
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [`${prefix}_${key}`, value ?? '']),
  );
}

/** The columns of `npm run leads -- --csv`, and of each lead's details in the listing. */
const csvColumns = [
  ...'created_at id kind status deliveries refusals email'.split(' '),
  ...'name mobile subject demoDate demoTime'.split(' '),
  ...'wapNotification keepInformed connectExpert message'.split(' '),
  ...Object.keys(touchFields('first')),
  ...Object.keys(touchFields('last')),
  'notice',
  'withdrew',
];

/** One delivery in words: 'email: pending, 2 attempt(s), last error smtp_421'. */
function deliveryText(delivery: Delivery): string {
  const { destination, status, attempts, lastError } = delivery;
  const text = [`${destination}: ${status}`, attempts && `${attempts} attempt(s)`];
  return [...text, lastError && `last error ${lastError}`].filter(Boolean).join(', ');
}

/** A lead as the report's named fields. */
function leadFields(lead: Lead): Record<string, unknown> {
  const refused = lead.deliveries.filter((delivery) => delivery.reply);
  return {
    ...lead.payload,
    created_at: lead.createdAt,
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    deliveries: lead.deliveries.map(deliveryText).join('; '),
    // The answers of the destinations that refused the lead, by destination, as JSON.
    refusals:
      refused.length > 0
        ? JSON.stringify(Object.fromEntries(refused.map((d) => [d.destination, d.reply])))
        : undefined,
    email: lead.email,
    ...touchFields('first', lead.attribution?.first),
    ...touchFields('last', lead.attribution?.last),
    // The privacy notice the visitor was given, by version and date.
    notice: lead.notice ? `${lead.notice.version} (${lead.notice.publishedOn})` : '',
    // The choices the visitor withdrew since: 'keepInformed 2026-11-27T10:00:00.000Z'.
    withdrew: Object.entries(lead.consentWithdrawn ?? {})
      .map((entry) => entry.join(' '))
      .join('; '),
  };
}

/**
 * Visitor text as it may safely reach a terminal or a spreadsheet: control characters (which can
 * move the cursor, clear the screen or start a fake entry) and bidirectional overrides are shown
 * as \u{...} escapes. `keep` lets the CSV keep its line breaks, which the quoting holds.
 */
function printable(value: unknown, keep = /(?!)/): string {
  const text = value === undefined || value === null ? '' : String(value);
  return text.replace(unsafeCharacters(), (character) =>
    keep.test(character) ? character : `\\u{${character.codePointAt(0)!.toString(16)}}`,
  );
}

function csvCell(value: unknown): string {
  const text = printable(value, /[\r\n]/);
  // A leading =, +, - or @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function leadsCsv(leads: Lead[]): string {
  const rows = leads.map((lead) => {
    const fields = leadFields(lead);
    return csvColumns.map((column) => csvCell(fields[column])).join(',');
  });
  return `${[csvColumns.join(','), ...rows].join('\r\n')}\r\n`;
}

/** For the terminal: a message's later lines are marked, so none can pass for an entry. */
function terminalText(value: unknown): string {
  return printable(value, /\n/).replaceAll('\n', '\n    > ');
}

/** One lead for the terminal: its line, then each field it has. */
function leadListing(lead: Lead): string {
  const fields = leadFields(lead);
  const deliveries = lead.deliveries.map((delivery) => {
    const answer = delivery.reply ? `, answer ${JSON.stringify(delivery.reply)}` : '';
    return `  to ${printable(deliveryText(delivery))}${terminalText(answer)}`;
  });
  const details = csvColumns
    .slice(csvColumns.indexOf('id'))
    .filter((column) => !['kind', 'status', 'deliveries', 'refusals'].includes(column))
    .filter((column) => fields[column] !== undefined && fields[column] !== '')
    .map((column) => `  ${column}: ${terminalText(fields[column])}`);
  return `${lead.createdAt}  ${lead.kind}  ${lead.status}\n${[...deliveries, ...details].join('\n')}\n`;
}

/**
 * One erasure for the terminal: its state and times, how many leads went, and each destination's
 * notice. The address is shown only while the operator must act on the request.
 */
function erasureListing(record: ErasureRecord): string {
  const lines = [
    record.choice
      ? `${record.requestedAt}  withdrawal of ${record.choice} ${record.id}  ${record.state === 'erased' ? 'done' : record.state}`
      : `${record.requestedAt}  erasure ${record.id}  ${record.state}`,
    record.email && `  email: ${printable(record.email)}`,
    `  address hash: ${record.addressHash}`,
    record.erasedAt && `  erased: ${record.erasedAt}, ${record.leadCount ?? 0} lead(s)`,
    record.leadIds.length > 0 && `  leads: ${record.leadIds.join(' ')}`,
    record.handedTo.length > 0 && `  the leads had gone to: ${record.handedTo.join(', ')}`,
    ...record.notices.map(
      (notice) => `  told ${notice.destination}: ${notice.status}, ${notice.attempts} attempt(s)`,
    ),
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}
