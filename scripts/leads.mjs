// `npm run leads [-- --csv]`: lists the submissions kept by the embedded store (used when
// UPSTREAM_API_BASE is unset), newest first; with --csv, writes them as CSV to stdout.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const file = join(resolve(process.env.DATA_DIR || 'data'), 'leads.sqlite');
const columns = [
  'created_at',
  'kind',
  'email',
  'name',
  'mobile',
  'subject',
  'demoDate',
  'demoTime',
  'wapNotification',
  'keepInformed',
  'connectExpert',
  'message',
];

function readLeads() {
  if (!existsSync(file)) return [];
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const hasTable = database
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'")
      .get();
    if (!hasTable) return [];
    return database
      .prepare('SELECT kind, email, payload, created_at FROM leads ORDER BY id DESC')
      .all()
      .map(({ kind, email, payload, created_at }) => ({
        ...JSON.parse(payload),
        kind,
        email,
        created_at,
      }));
  } finally {
    database.close();
  }
}

function csvCell(value) {
  const text = value === undefined || value === null ? '' : String(value);
  // A leading =, +, - or @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const leads = readLeads();
if (process.argv.includes('--csv')) {
  const lines = [
    columns.join(','),
    ...leads.map((lead) => columns.map((c) => csvCell(lead[c])).join(',')),
  ];
  process.stdout.write(`${lines.join('\r\n')}\r\n`);
} else if (leads.length === 0) {
  console.log(`No leads yet (${file}).`);
} else {
  console.log(`${leads.length} lead(s) in ${file}, newest first:\n`);
  for (const lead of leads) {
    const details = columns
      .slice(2)
      .filter((column) => lead[column] !== undefined && lead[column] !== '')
      .map((column) => `  ${column}: ${lead[column]}`);
    console.log(`${lead.created_at}  ${lead.kind}\n${details.join('\n')}\n`);
  }
}
