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

/**
 * Visitor text as it may safely reach a terminal or a spreadsheet: control characters (which can
 * move the cursor, clear the screen or start a fake entry) and bidirectional overrides are shown
 * as \u{...} escapes. `keep` lets the CSV keep its line breaks, which the quoting holds.
 */
function printable(value, keep = /(?!)/) {
  const text = value === undefined || value === null ? '' : String(value);
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (character) =>
    keep.test(character) ? character : `\\u{${character.codePointAt(0).toString(16)}}`,
  );
}

/** For the terminal: a message's later lines are marked, so none can pass for an entry. */
function terminalText(value) {
  return printable(value, /\n/).replaceAll('\n', '\n    > ');
}

function csvCell(value) {
  const text = printable(value, /[\r\n]/);
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
      .map((column) => `  ${column}: ${terminalText(lead[column])}`);
    console.log(`${lead.created_at}  ${lead.kind}\n${details.join('\n')}\n`);
  }
}
