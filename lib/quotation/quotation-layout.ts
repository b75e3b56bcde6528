import { site } from '@/content/site';
import { siteUrl } from '@/lib/config';
import { formatCalendarDate, formatMoment } from '@/lib/format/dates';
import { getCopy } from '@/lib/i18n/copy';
import { locale } from '@/lib/i18n/locale';
import { excludesGstText } from '@/lib/pricing/price-text';
import type { QuoteRequest } from '@/lib/pricing/quote-request';
import { quoteText } from '@/lib/pricing/quote-text';
import { absoluteUrl } from '@/lib/seo/structured-data';
import { quotationFileName, quotationReference } from './reference';

/**
 * Dropped parameters the quotation names before it only counts the rest: a link may carry any
 * number of them, and the quotation keeps to one page.
 */
const MAX_NAMED_DROPPED = 6;

const countryName = (code: string) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

/**
 * A quote link's quotation, stating what its quote page states (lib/pricing/quote-text.ts), under
 * the company's name, address and contact, with its reference and the moment it was made.
 */
export function quotationLayout(request: QuoteRequest, madeAt: Date) {
  const { channel, estimate, search, change } = request;
  const { copy, t } = getCopy('Quotation');
  const text = quoteText(request);
  const reference = quotationReference(request);
  const { address } = site;
  const dropped = text.dropped(MAX_NAMED_DROPPED);

  return {
    reference,
    fileName: quotationFileName(channel, reference),
    company: {
      name: site.name,
      lines: [
        site.legalName,
        address.street,
        `${address.locality}, ${address.region} ${address.postalCode}, ${countryName(address.country)}`,
        t('contact', { phone: site.phone, email: site.email, host: new URL(siteUrl()).host }),
      ],
    },
    title: copy.title,
    meta: [
      { label: copy.reference, value: reference },
      { label: copy.made, value: formatMoment(madeAt.toISOString()) },
      { label: copy.pricesPublished, value: formatCalendarDate(estimate.pricesFrom) },
      { label: copy.validUntil, value: formatCalendarDate(request.validUntil) },
    ],
    heading: text.title,
    intro: text.intro,
    ...(dropped && { dropped }),
    ...(estimate.lines.length === 0 && { empty: text.empty }),
    ...(estimate.lines.length > 0 && { table: text.table }),
    figures: estimate.lines.length > 0 ? text.totals : [],
    notes: [`${text.pricesRead} ${text.validUntil} ${excludesGstText()}`, text.reading],
    ...(text.changed && { changed: text.changed }),
    // The quote itself, without the link's campaign parameters: the address of this reference.
    liveQuote: { label: copy.liveQuote, url: absoluteUrl(`/quote/${channel}${search}`) },
    ...(text.changed &&
      change && {
        freshQuote: {
          label: copy.freshQuote,
          url: absoluteUrl(`/quote/${channel}${change.search}`),
        },
      }),
  };
}

/** Everything a quotation states, worded and formatted, in the order it is laid out. */
export type QuotationLayout = ReturnType<typeof quotationLayout>;
