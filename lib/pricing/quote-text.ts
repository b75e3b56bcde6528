import {
  MAX_ESTIMATE_VOLUME,
  MAX_SMS_PARTS,
  type EstimateChannelId,
} from '@/content/pricing/estimates';
import { GST_RATE_PERCENT } from '@/content/pricing/tax';
import { tierNames } from '@/content/pricing/tiers';
import { whatsappPlatformMarkup } from '@/content/pricing/prices';
import { formatCount, formatPaise, formatRupees } from '@/lib/format/rupees';
import { compileMessage } from '@/lib/i18n/compile-message';
import { getCopy } from '@/lib/i18n/copy';
import { locale } from '@/lib/i18n/locale';
import { billsPerPart, type Estimate } from './estimate';
import {
  estimateColumns,
  estimateRows,
  lineFigures,
  type EstimateTableCopy,
} from './estimate-table';
import { nameableParams, type QuoteRequest } from './quote-request';

const longDate = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A 'YYYY-MM-DD' day as a quote states it: '22 November 2026'. */
const dayText = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/**
 * What a breakdown needs to name things for one channel: its items, the columns, 'Custom quote',
 * and where the channel bills per part, how a volume in parts reads.
 */
export function estimateTableCopy(channel: EstimateChannelId): EstimateTableCopy {
  const { columns, items, partsVolume } = getCopy('Estimator').copy;
  return {
    columns,
    customQuote: getCopy('Pricing').copy.price.customQuote,
    items: items[channel] as Readonly<Record<string, string>>,
    ...(billsPerPart(channel) && { partsVolume: compileMessage(partsVolume) }),
  };
}

/** How the estimate reads the channel's tables, stated next to every estimate. */
export function estimateReading(channel: EstimateChannelId): string {
  const { t } = getCopy('Estimator');
  return channel === 'whatsapp'
    ? t('reading.whatsapp', { markup: formatRupees(whatsappPlatformMarkup) })
    : t(`reading.${channel}`);
}

/** An estimate's figures, each formatted; none for an Enterprise quote. */
function figuresOf(estimate: Estimate) {
  return estimate.totalPaise === undefined
    ? undefined
    : {
        subtotal: formatPaise(estimate.subtotalPaise!),
        gst: formatPaise(estimate.gstPaise!),
        total: formatPaise(estimate.totalPaise),
        rate: GST_RATE_PERCENT,
      };
}

/**
 * A quote in words, for the quote page, its metadata, its share image, its PDF and the message it
 * prefills on the contact page: one place, so they always say the same.
 */
export function quoteText({ estimate, validUntil, change, dropped }: QuoteRequest) {
  const { copy, t } = getCopy('Quote');
  const checkedOn = dayText(estimate.pricesFrom);
  const channel = t(`channels.${estimate.channel}`);
  const tableCopy = estimateTableCopy(estimate.channel);
  const { items, partsVolume } = tableCopy;
  const figures = figuresOf(estimate);
  const total = figures?.total;
  /** 'Subtotal ₹34,000.00 + GST 18% ₹6,120.00 = ₹40,120.00'. */
  const tax = figures && t('tax', figures);
  const lines = estimate.lines.map((line) => {
    const item = items[line.item] ?? line.item;
    const { volume, rate, amount } = lineFigures(line, partsVolume);
    return rate && amount
      ? t('line', { item, volume, rate, amount })
      : t('lineCustom', { item, volume });
  });
  const joined = lines.join('; ');
  const tiers = estimate.tiers.map((tier) => tierNames[tier]).join(', ');
  const empty = estimate.lines.length === 0;
  const todaysTotal = change && figuresOf(change.estimate)?.total;
  /** That prices changed since, and today's total beside the quote's. */
  const changed =
    change &&
    !empty &&
    t('pricesChanged', {
      date: dayText(change.pricesFrom),
      total: todaysTotal ? t('perMonth', { total: todaysTotal }) : t('enterprise'),
    });
  const description = empty
    ? t('meta.descriptionEmpty', { channel, date: checkedOn })
    : tax
      ? t('meta.description', { lines: joined, tax, date: checkedOn })
      : t('meta.descriptionEnterprise', { lines: joined, date: checkedOn });
  return {
    channel,
    title: t('title', { channel }),
    intro: t('intro', { channel }),
    lines,
    tiers,
    /** The figure to show: '₹40,120.00 a month with GST', 'Enterprise custom quote', or none. */
    figure: empty ? undefined : total ? t('perMonth', { total }) : t('enterprise'),
    /** Subtotal, GST and total, each formatted; none for an Enterprise quote. */
    figures,
    /** The breakdown, a row a line: the quote page's table and the quotation's. */
    table: {
      columns: estimateColumns(estimate.channel, tableCopy),
      rows: estimateRows(estimate, tableCopy),
    },
    /** The figures under the breakdown, the total last; an Enterprise quote's price as its total. */
    totals: figures
      ? [
          { label: copy.subtotal, value: figures.subtotal },
          { label: t('gst', { rate: GST_RATE_PERCENT }), value: figures.gst },
          { label: copy.total, value: figures.total, total: true },
        ]
      : [{ label: copy.total, value: copy.enterprise, total: true }],
    tax,
    pricesRead: t('pricesRead', { date: checkedOn }),
    /** 'Valid until 22 December 2026.' */
    validUntil: t('validUntil', { date: dayText(validUntil) }),
    changed: changed || undefined,
    metaTitle: empty
      ? t('meta.titleEmpty', { channel })
      : total
        ? t('meta.title', { channel, total })
        : t('meta.titleEnterprise', { channel }),
    description: changed ? `${description} ${changed}` : description,
    imageAlt: t('meta.imageAlt', { channel }),
    contactMessage: (url: string) =>
      t('contactMessage', { channel, lines: joined, total: tax ?? t('enterprise'), url }),
    /** How the estimate reads the channel's tables. */
    reading: estimateReading(estimate.channel),
    /** What the link could not use, if anything: the first `room` names it may repeat back. */
    dropped: (room = Infinity) => {
      if (dropped.length === 0) return undefined;
      const nameable = nameableParams(dropped);
      const names = nameable.names.slice(0, room);
      const others = nameable.others + nameable.names.length - names.length;
      return t(billsPerPart(estimate.channel) ? 'droppedWithParts' : 'dropped', {
        names: [...names, ...(others > 0 ? [t('droppedOthers', { count: others })] : [])].join(
          ', ',
        ),
        max: formatCount(MAX_ESTIMATE_VOLUME),
        maxParts: formatCount(MAX_SMS_PARTS),
      });
    },
    empty: t('empty', { channel }),
  };
}

export type QuoteText = ReturnType<typeof quoteText>;
