import { PricingTable } from '@/components/pricing/pricing-table';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';
import { estimateChannels } from '@/content/pricing/estimates';
import { getCopy } from '@/lib/i18n/copy';
import { quotationPath } from '@/lib/pricing/quote-query';
import { nameableParams, quoteHref, type QuoteRequest } from '@/lib/pricing/quote-request';
import { estimateReading, estimateTableCopy, type QuoteText } from '@/lib/pricing/quote-text';
import { absoluteUrl } from '@/lib/seo/structured-data';
import { estimateColumns, estimateRows, hasTiers } from './estimate-table';
import { ShareLinkButton } from './share-link-button';

const linkStyles = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * The body of a quote page: what the link could not use, the breakdown as a table, the tier and
 * total, the date the prices were read, and the ways on: discuss it, share it, change it.
 */
export function QuoteSummary({ request, copy }: { request: QuoteRequest; copy: QuoteText }) {
  const { channel, estimate, search, dropped } = request;
  const estimator = getCopy('Estimator').copy;
  const quote = getCopy('Quote').copy;
  const tableCopy = estimateTableCopy(channel);
  const href = quoteHref(request);
  const channelPage = estimateChannels[channel].path;
  const unused = nameableParams(dropped);
  const contactHref = `/contact?${new URLSearchParams({
    subject: 'communication',
    message: copy.contactMessage(absoluteUrl(href)),
  })}`;

  return (
    <Container className="max-w-4xl py-12 sm:py-16">
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
          <dl className="mt-6 grid gap-4 rounded-card bg-brand-50 p-5 sm:grid-cols-2">
            {hasTiers(channel) && (
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{quote.tier}</dt>
                <dd className="mt-1 text-lg font-semibold text-ink">{copy.tiers}</dd>
              </div>
            )}
            {copy.figures ? (
              <>
                <div>
                  <dt className="text-sm font-semibold text-ink-muted">{quote.subtotal}</dt>
                  <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">
                    {copy.figures.subtotal}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-ink-muted">{copy.gstLabel}</dt>
                  <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">
                    {copy.figures.gst}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-ink-muted">{quote.total}</dt>
                  <dd className="mt-1 text-2xl font-bold text-brand-800 tabular-nums">
                    {copy.figures.total}
                  </dd>
                </div>
              </>
            ) : (
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{quote.price}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-800">{quote.enterprise}</dd>
              </div>
            )}
          </dl>
        </>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        {copy.pricesRead} {estimateReading(channel)}
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        {estimate.lines.length > 0 && (
          <ButtonLink href={contactHref} size="lg">
            {quote.discuss}
          </ButtonLink>
        )}
        {estimate.lines.length > 0 && (
          <ShareLinkButton
            href={href}
            title={copy.title}
            label={estimator.share.copy}
            copy={estimator.share}
          />
        )}
        {estimate.lines.length > 0 && (
          <a href={quotationPath(channel, search)} className={linkStyles}>
            {estimator.downloadPdf}
          </a>
        )}
        <SiteLink href={`${channelPage}${search}#estimator`} className={linkStyles}>
          {quote.change}
        </SiteLink>
      </div>
    </Container>
  );
}
