import { CLICK_ID_PARAMS } from '@/lib/attribution/touch';
import type { LeadTouch } from '@/lib/forms/attribution-schema';
import { unsafeCharacters } from '@/lib/text/unsafe-characters';
import type { Delivery, ErasureRecord, Lead } from './store/lead-store';

/** The columns of `npm run leads -- --csv`, and of each lead's details in the listing. */
const submissionColumns = [
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
] as const;
const touchColumns = ['source', 'medium', 'campaign', 'click_id', 'ref', 'landing_page'] as const;
const csvColumns = [
  'created_at',
  'id',
  'kind',
  'status',
  'deliveries',
  'refusals',
  ...submissionColumns,
  ...touchColumns.map((column) => `first_${column}`),
  ...touchColumns.map((column) => `last_${column}`),
  'notice',
];

/** Where a touch came from: its UTM source, medium and campaign, click id kind, ref, landing page. */
function touchFields(touch: LeadTouch | undefined): Record<(typeof touchColumns)[number], string> {
  return {
    source: touch?.utm_source ?? '',
    medium: touch?.utm_medium ?? '',
    campaign: touch?.utm_campaign ?? '',
    click_id: CLICK_ID_PARAMS.filter((name) => touch?.[name]).join(' '),
    ref: touch?.ref ?? '',
    landing_page: touch?.landingPath ?? '',
  };
}

/** One delivery in words: 'email: pending, 2 attempt(s), last error smtp_421'. */
function deliveryText(delivery: Delivery): string {
  return [
    `${delivery.destination}: ${delivery.status}`,
    delivery.attempts ? `${delivery.attempts} attempt(s)` : '',
    delivery.lastError ? `last error ${delivery.lastError}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The answers of the destinations that refused the lead, by destination, as JSON. */
function refusals(lead: Lead): string | undefined {
  const refused = lead.deliveries.filter((delivery) => delivery.reply);
  if (refused.length === 0) return undefined;
  return JSON.stringify(Object.fromEntries(refused.map((d) => [d.destination, d.reply])));
}

/** A lead as the report's named fields, in column order. */
function leadFields(lead: Lead): Record<string, unknown> {
  const first = touchFields(lead.attribution?.first);
  const last = touchFields(lead.attribution?.last);
  return {
    created_at: lead.createdAt,
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    deliveries: lead.deliveries.map(deliveryText).join('; '),
    refusals: refusals(lead),
    ...Object.fromEntries(submissionColumns.map((column) => [column, lead.payload[column]])),
    email: lead.email,
    ...Object.fromEntries(touchColumns.map((column) => [`first_${column}`, first[column]])),
    ...Object.fromEntries(touchColumns.map((column) => [`last_${column}`, last[column]])),
    // The privacy notice the visitor was given, by version and date.
    notice: lead.notice ? `${lead.notice.version} (${lead.notice.publishedOn})` : '',
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

export function leadsCsv(leads: Lead[]): string {
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
export function leadListing(lead: Lead): string {
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
export function erasureListing(record: ErasureRecord): string {
  const lines = [
    `${record.requestedAt}  erasure ${record.id}  ${record.state}`,
    ...(record.email ? [`  email: ${printable(record.email)}`] : []),
    `  address hash: ${record.addressHash}`,
    ...(record.erasedAt ? [`  erased: ${record.erasedAt}, ${record.leadCount ?? 0} lead(s)`] : []),
    ...(record.leadIds.length > 0 ? [`  leads: ${record.leadIds.join(' ')}`] : []),
    ...(record.handedTo.length > 0
      ? [`  the leads had gone to: ${record.handedTo.join(', ')}`]
      : []),
    ...record.notices.map(
      (notice) => `  told ${notice.destination}: ${notice.status}, ${notice.attempts} attempt(s)`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
