import { PricingTable } from '@/components/pricing/pricing-table';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';
import { estimateChannels } from '@/content/pricing/estimates';
import { getCopy } from '@/lib/i18n/copy';
import { cn } from '@/lib/cn';
import { quotationPath, volumesSearch } from '@/lib/pricing/quote-query';
import { nameableParams, quoteHref, type QuoteRequest } from '@/lib/pricing/quote-request';
import { estimateReading, estimateTableCopy, type QuoteText } from '@/lib/pricing/quote-text';
import { absoluteUrl } from '@/lib/seo/structured-data';
import { estimateColumns, estimateRows, hasTiers } from '@/lib/pricing/estimate-table';
import { ShareLinkButton } from './share-link-button';

/** A term of the quote's summary, its value, whether it takes a row, whether it stands out. */
type Figure = [term: string, value: string, wide?: boolean, emphasised?: boolean];

const linkStyles = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * The body of a quote page: what the link could not use, the breakdown as a table, the tier and
 * total, the date the prices were read, and the ways on: discuss it, share it, change it.
 */
export function QuoteSummary({ request, copy }: { request: QuoteRequest; copy: QuoteText }) {
  const { channel, estimate, search, dropped, change } = request;
  const estimator = getCopy('Estimator').copy;
  const quote = getCopy('Quote').copy;
  const tableCopy = estimateTableCopy(channel);
  const href = quoteHref(request);
  const channelPage = estimateChannels[channel].path;
  const unused = nameableParams(dropped);
  // The summary's terms: the tier, then the figures, of which the total, or an Enterprise price.
  const figures: Figure[] = hasTiers(channel) ? [[quote.tier, copy.tiers, true]] : [];
  if (copy.figures) {
    const { subtotal, gst, total } = copy.figures;
    figures.push(
      [quote.subtotal, subtotal],
      [copy.gstLabel, gst],
      [quote.total, total, false, true],
    );
  } else figures.push([quote.price, quote.enterprise, true, true]);
  const contactHref = `/contact?${new URLSearchParams({
    subject: 'communication',
    message: copy.contactMessage(absoluteUrl(href)),
  })}`;

  return (
    <Container className="max-w-4xl py-12 sm:py-16">
      {copy.changed && change && (
        <p
          role="status"
          className="mb-8 rounded-card border border-amber-300 bg-amber-50 p-4 text-ink"
        >
          {copy.changed}{' '}
          <SiteLink href={`/quote/${channel}${change.search}`} className={linkStyles}>
            {quote.freshQuote}
          </SiteLink>
        </p>
      )}
      {dropped.length > 0 && (
        <p className="mb-8 rounded-card border border-amber-300 bg-amber-50 p-4 text-ink">
          {copy.dropped(unused.names, unused.others)}
        </p>
      )}
      {estimate.lines.length === 0 ? (
        <p className="text-lg text-ink">
          <SiteLink href={`${channelPage}#estimator`} className={linkStyles}>
            {copy.empty}
          </SiteLink>
        </p>
      ) : (
        <>
          <PricingTable
            caption={estimator.caption}
            columns={estimateColumns(channel, tableCopy)}
            rows={estimateRows(estimate, tableCopy)}
          />
          <dl className="mt-6 grid gap-4 rounded-card bg-brand-50 p-5 sm:grid-cols-3">
            {figures.map(([term, value, wide, emphasised]) => (
              <div key={term} className={wide ? 'sm:col-span-3' : undefined}>
                <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
                <dd
                  className={cn(
                    'mt-1 tabular-nums',
                    emphasised
                      ? 'text-2xl font-bold text-brand-800'
                      : 'text-lg font-semibold text-ink',
                  )}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        {copy.pricesRead} {copy.validUntil} {estimateReading(channel)}
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        {estimate.lines.length > 0 && (
          <>
            <ButtonLink href={contactHref} size="lg">
              {quote.discuss}
            </ButtonLink>
            <ShareLinkButton
              href={href}
              title={copy.title}
              label={estimator.share.copy}
              copy={estimator.share}
            />
            <a href={quotationPath(channel, search)} className={linkStyles}>
              {estimator.downloadPdf}
            </a>
          </>
        )}
        <SiteLink href={`${channelPage}${volumesSearch(search)}#estimator`} className={linkStyles}>
          {quote.change}
        </SiteLink>
      </div>
    </Container>
  );
}
