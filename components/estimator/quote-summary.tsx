import { PricingTable } from '@/components/pricing/pricing-table';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';
import { estimateChannels } from '@/content/pricing/estimates';
import { getCopy } from '@/lib/i18n/copy';
import { cn } from '@/lib/cn';
import { quotationPath, volumesSearch } from '@/lib/pricing/quote-query';
import { quoteHref, type QuoteRequest } from '@/lib/pricing/quote-request';
import type { QuoteText } from '@/lib/pricing/quote-text';
import { absoluteUrl } from '@/lib/seo/structured-data';
import { hasTiers } from '@/lib/pricing/estimate-table';
import { ShareLinkButton } from './share-link-button';

const linkStyles = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * The body of a quote page: what the link could not use, the breakdown as a table, the tier and
 * total, the date the prices were read, and the ways on: discuss it, share it, change it.
 */
export function QuoteSummary({ request, copy }: { request: QuoteRequest; copy: QuoteText }) {
  const { channel, estimate, search, change } = request;
  const estimator = getCopy('Estimator').copy;
  const quote = getCopy('Quote').copy;
  const href = quoteHref(request);
  const channelPage = estimateChannels[channel].path;
  const dropped = copy.dropped();
  // The tier, taking a row, then the figures; an Enterprise quote's price takes a row too.
  const figures = [
    ...(hasTiers(channel) ? [{ label: quote.tier, value: copy.tiers, wide: true }] : []),
    ...(copy.figures
      ? copy.totals
      : [{ label: quote.price, value: quote.enterprise, wide: true, total: true }]),
  ];
  const contactHref = `/contact?${new URLSearchParams({
    subject: 'communication',
    message: copy.contactMessage(absoluteUrl(href)),
  })}`;

  return (
    <Container width="4xl" className="py-12 sm:py-16">
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
      {dropped && (
        <p className="mb-8 rounded-card border border-amber-300 bg-amber-50 p-4 text-ink">
          {dropped}
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
          <PricingTable caption={estimator.caption} {...copy.table} />
          <dl className="mt-6 grid gap-4 rounded-card bg-brand-50 p-5 sm:grid-cols-3">
            {figures.map(({ label, value, ...figure }) => (
              <div key={label} className={'wide' in figure ? 'sm:col-span-3' : undefined}>
                <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
                <dd
                  className={cn(
                    'mt-1 tabular-nums',
                    'total' in figure
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
        {copy.pricesRead} {copy.validUntil} {copy.reading}
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
