import { parseArgs } from 'node:util';
import { leadListing, leadsCsv } from './leads-report';
import { leadStatuses, type LeadStatus } from './store/lead-store';
import { leadStore, storeLocation } from './store/open-lead-store';

const usage = `npm run leads [-- --status kept|pending|delivered|failed] [--csv]
npm run leads -- --forget <email>`;

/**
 * `npm run leads`: the operator's view of the lead store (SQLite under DATA_DIR, or PostgreSQL at
 * DATABASE_URL), newest first, with each lead's delivery status; `--forget` acts on a request to
 * delete. Resolves with the exit code.
 */
export async function leadsCli(
  args: string[],
  write = (text: string) => process.stdout.write(text),
) {
  let options;
  try {
    ({ values: options } = parseArgs({
      args,
      options: {
        status: { type: 'string' },
        csv: { type: 'boolean' },
        forget: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    write(`${error instanceof Error ? error.message : error}\n${usage}\n`);
    return 2;
  }
  const status = options.status as LeadStatus | undefined;
  if (status && !leadStatuses.includes(status)) {
    write(`Unknown status ${JSON.stringify(status)}.\n${usage}\n`);
    return 2;
  }

  const store = await leadStore();
  try {
    if (options.forget !== undefined) {
      const removed = await store.forget(options.forget);
      write(`Removed ${removed} lead(s) of ${options.forget} from ${storeLocation()}.\n`);
      return 0;
    }
    const leads = await store.list(status);
    if (options.csv) write(leadsCsv(leads));
    else if (leads.length === 0) write(`No ${status ?? ''} leads yet (${storeLocation()}).\n`);
    else {
      write(`${leads.length} lead(s) in ${storeLocation()}, newest first:\n\n`);
      for (const lead of leads) write(`${leadListing(lead)}\n`);
    }
    return 0;
  } finally {
    await store.close();
  }
}
