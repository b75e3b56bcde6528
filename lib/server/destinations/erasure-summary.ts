import { formatMoment } from '@/lib/format/dates';
import { getCopy } from '@/lib/i18n/copy';
import type { ErasureNotice } from '../store/lead-store';
import { oneLine } from './lead-summary';

/**
 * An erasure's notice as sales reads it, for the email and the webhook's `text`: which leads to
 * delete, and where each copy went. Values are unescaped; each renderer escapes them.
 */
export function erasureSummary(notice: ErasureNotice) {
  const { copy, t } = getCopy('ErasureNotice');
  const email = oneLine(notice.email);
  return {
    subject: oneLine(t('subject', { email })),
    line: oneLine(t('summary', { email, count: notice.leadIds.length })),
    done: copy.done,
    leadsHeading: copy.leadsHeading,
    leadIds: notice.leadIds,
    /** What to do where: the mailbox always, the CRM and the webhook when they had the leads. */
    steps: [
      copy.mailbox,
      ...(notice.handedTo.includes('upstream') ? [copy.crm] : []),
      ...(notice.handedTo.includes('webhook') ? [copy.webhook] : []),
    ],
    facts: [
      { label: copy.erasureId, value: notice.id },
      { label: copy.erasedAt, value: formatMoment(notice.createdAt) },
    ],
  };
}
