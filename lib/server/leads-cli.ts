import { loadEnvConfig } from '@next/env';
import { parseArgs } from 'node:util';
import { erasureListing, leadListing, leadsCsv } from './leads-report';
import { leadStatuses, type LeadStatus } from './store/lead-store';
import { openLeadStore, openStoreDatabase, storeLocation } from './store/open-lead-store';

const usage = `npm run leads [-- --status ${leadStatuses.join('|')}] [--csv]
npm run leads -- --forget <email>
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
  let options;
  try {
    ({ values: options } = parseArgs({
      args,
      options: {
        status: { type: 'string' },
        csv: { type: 'boolean' },
        forget: { type: 'string' },
        erasures: { type: 'boolean' },
        'purge-before': { type: 'string' },
        backup: { type: 'string' },
      },
      strict: true,
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

  if (options.backup !== undefined) return backup(options.backup, write);

  const store = await openLeadStore();
  const where = storeLocation();
  try {
    if (options.forget !== undefined) {
      const report = await store.forget(options.forget, Date.now());
      const { removed, claimed, files, handedTo, notices } = report;
      write(`Removed ${removed} lead(s) of ${options.forget} from ${where}.\n`);
      if (claimed > 0) write(`${claimed} of them held by a delivery will not be sent.\n`);
      if (notices.length > 0) {
        write(
          `They had gone to: ${handedTo.join(', ')}. Queued for the running server to tell: ` +
            `${notices.join(', ')}${handedTo.includes('upstream') ? ' (the email asks sales to delete them from the CRM by hand: the upstream has no erase call)' : ''}.\n`,
        );
      }
      write(`Recorded as erasure ${report.erasureId}, without the address.\n`);
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
      for (const record of waiting) {
        write(
          `Erasure requested on ${record.requestedAt} for ${record.email}: confirm it with them ` +
            `(the grievance contact), then run npm run leads -- --forget <their email>.\n`,
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
  const database = await openStoreDatabase();
  try {
    const report = await database.backup(file);
    if (!report.made) {
      write(
        `The leads are in PostgreSQL (${storeLocation()}): back it up with pg_dump, ` +
          `the password in PGPASSWORD or ~/.pgpass:\n  ${report.command}\n`,
      );
      return 1;
    }
    write(`Backed up ${report.leads} lead(s) from ${storeLocation()} into ${file}.\n`);
    return 0;
  } catch (error) {
    write(`No backup: ${error instanceof Error ? error.message : error}\n`);
    return 1;
  } finally {
    await database.close();
  }
}
