import { formatCalendarDate, formatMoment } from '@/lib/format/dates';
import { CAMPAIGN_PARAMS } from '@/lib/attribution/touch';
import type { LeadTouch } from '@/lib/forms/attribution-schema';
import { demoSubjects, type DemoSubject } from '@/lib/forms/demo-request-limits';
import { getCopy } from '@/lib/i18n/copy';
import type { ErasureNotice, SubmittedLead } from '../store/lead-store';

/** One labelled value; `long` values (the message) are shown as a block, not on one line. */
export type SummaryField = { label: string; value: string; long?: boolean };

/** A part of a message: a title, a heading, a paragraph, a link, labelled values, or ids. */
export type Block =
  | { title: string }
  | { heading: string }
  | { paragraph: string }
  | { link: string }
  | { rows: SummaryField[] }
  | { ids: string[] };

/** Line breaks and other control characters as one space: for a header or a one-line text. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** &, < and > as entities: text shown as itself in HTML, and in the markup of chat tools. */
export const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Text as HTML shows it, never as markup, in an attribute too. */
const escapeHtml = (text: string) =>
  escapeMarkup(text).replaceAll('"', '&quot;').replaceAll("'", '&#39;');

function textField({ label, value, long }: SummaryField): string {
  return long
    ? `${label}:\n  ${value.replace(/\r\n|\r|\n/g, '\n  ')}`
    : `${label}: ${oneLine(value)}`;
}

function htmlRow({ label, value, long }: SummaryField): string {
  const shown = long ? escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>') : escapeHtml(value);
  return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${shown}</td></tr>`;
}

function textOf(block: Block): string {
  if ('rows' in block) return block.rows.map(textField).join('\n');
  if ('ids' in block) return block.ids.map((id) => `  ${id}`).join('\n');
  return Object.values(block)[0] as string;
}

function htmlOf(block: Block): string {
  if ('rows' in block) return `<table>\n${block.rows.map(htmlRow).join('\n')}\n</table>`;
  if ('ids' in block) {
    return `<ul>\n${block.ids.map((id) => `<li><code>${escapeHtml(id)}</code></li>`).join('\n')}\n</ul>`;
  }
  if ('title' in block) return `<h1 style="font-size:18px">${escapeHtml(block.title)}</h1>`;
  if ('heading' in block) return `<h2 style="font-size:15px">${escapeHtml(block.heading)}</h2>`;
  if ('link' in block)
    return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`;
  return `<p>${escapeHtml(block.paragraph)}</p>`;
}

/** A message's text and HTML parts: the same blocks, every value escaped in the HTML. */
export function messageParts(blocks: Block[]) {
  return {
    text: `${blocks.map(textOf).join('\n\n')}\n`,
    html: `<!doctype html>
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">
${blocks.map(htmlOf).join('\n')}
</body></html>
`,
  };
}

const text = (value: unknown) => (value === undefined ? '' : String(value));

const touchKeys = [...CAMPAIGN_PARAMS, 'landingPath', 'referrerOrigin', 'at'] as const;

/**
 * A lead as a person reads it, for the email and the webhook: a subject, a one-line summary, and
 * the message: every field the visitor sent, where they came from, and the lead's id. Values are
 * as the visitor typed them; each renderer escapes them for where they go.
 */
export function leadSummary(lead: SubmittedLead) {
  const { copy, t } = getCopy('LeadNotification');
  const form = getCopy('DemoRequestForm').copy.fields;
  const yesNo = (value: unknown) => (value === true ? copy.yes : value === false ? copy.no : '');
  const payload = lead.payload;
  const subject = payload.subject as DemoSubject;
  const topic = demoSubjects.includes(subject) ? form.subject.options[subject] : '';
  const date = formatCalendarDate(text(payload.demoDate));
  const email = oneLine(lead.email);
  const time = oneLine(text(payload.demoTime));
  const values = { name: oneLine(text(payload.name)), email, topic, date, time };
  const demo = lead.kind === 'demo_request';
  const key = !demo ? 'newsletterSubscription' : topic ? 'demoRequestWithTopic' : 'demoRequest';
  const fields: SummaryField[] = !demo
    ? [{ label: copy.newsletterEmail, value: lead.email }]
    : [
        { label: form.name.label, value: text(payload.name) },
        { label: form.email.label, value: lead.email },
        { label: form.mobile.label, value: text(payload.mobile) },
        { label: form.subject.label, value: topic },
        { label: form.demoDate.label, value: date },
        { label: form.demoTime.label, value: text(payload.demoTime) },
        { label: form.wapNotification.label, value: yesNo(payload.wapNotification) },
        { label: form.keepInformed.label, value: yesNo(payload.keepInformed) },
        { label: form.message.label, value: text(payload.message), long: true },
      ];
  const line = oneLine(t(`summary.${key}`, values));

  const touchRows = (touch: LeadTouch | undefined): SummaryField[] =>
    touchKeys.flatMap((key) => {
      const value = touch?.[key];
      const shown = key === 'at' && value ? formatMoment(value) : value;
      return shown ? [{ label: copy.touchFields[key], value: shown }] : [];
    });
  const { first, last, formPath } = lead.attribution ?? {};
  const formRows = formPath ? [{ label: copy.formPath, value: formPath }] : [];
  const attribution = [
    { heading: copy.touches.first, rows: touchRows(first) },
    { heading: copy.touches.last, rows: touchRows(last) },
    { heading: copy.attributionHeading, rows: formRows },
  ].filter((section) => section.rows.length > 0);
  const blocks: Block[] = [
    { title: line },
    { rows: fields },
    ...(attribution.length === 0
      ? [{ heading: copy.attributionHeading }, { paragraph: copy.noAttribution }]
      : attribution.flatMap(({ heading, rows }) => [{ heading }, { rows }])),
    {
      rows: [
        { label: copy.receivedAt, value: formatMoment(lead.createdAt) },
        { label: copy.leadId, value: lead.id },
      ],
    },
    { paragraph: t('replyNote', { email }) },
  ];
  return { subject: oneLine(t(`subject.${key}`, values)), line, blocks };
}

/**
 * An erasure's notice as sales reads it, for the email and the webhook's `text`: which leads to
 * delete, and where each copy went; or, for a withdrawal of one choice, which leads to stop it
 * for. Values are unescaped; each renderer escapes them.
 */
export function erasureSummary(notice: ErasureNotice) {
  const { copy, t } = getCopy('ErasureNotice');
  const { choice } = notice;
  const values = {
    email: oneLine(notice.email),
    count: notice.leadIds.length,
    choice: choice ?? '',
  };
  const line = oneLine(t(choice ? 'withdrawnSummary' : 'summary', values));
  // What to do where: the mailbox always, the CRM and the webhook when they had the leads.
  const erasureSteps = [
    { paragraph: copy.mailbox },
    ...(notice.handedTo.includes('upstream') ? [{ paragraph: copy.crm }] : []),
    ...(notice.handedTo.includes('webhook') ? [{ paragraph: copy.webhook }] : []),
  ];
  const blocks: Block[] = [
    { title: line },
    { paragraph: choice ? copy.withdrawn : copy.done },
    { heading: copy.leadsHeading },
    { ids: notice.leadIds },
    ...(choice ? [] : erasureSteps),
    {
      rows: [
        { label: copy.erasureId, value: notice.id },
        { label: copy.erasedAt, value: formatMoment(notice.createdAt) },
      ],
    },
  ];
  return { subject: oneLine(t(choice ? 'withdrawnSubject' : 'subject', values)), line, blocks };
}
