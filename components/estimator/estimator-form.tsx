'use client';

import { useDeferredValue, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { PricingTable } from '@/components/pricing/pricing-table';
import { afterNextPaint } from '@/components/ui/after-next-paint';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { useClientValue, useHydrated } from '@/components/ui/use-client-value';
import { estimateChannels, type EstimateChannelId } from '@/content/pricing/estimates';
import { estimate } from '@/lib/pricing/estimate';
import type { PriceList } from '@/lib/pricing/price-list-schema';
import {
  PARTS_PARAM,
  PRICES_PARAM,
  quotationPath,
  quoteParams,
  quoteSearch,
  readParts,
  readQuoteQuery,
} from '@/lib/pricing/quote-query';
import { formatCount, formatPaise } from '@/lib/format/rupees';
import { estimateColumns, estimateRows } from '@/lib/pricing/estimate-table';
import type { EstimatorCopy } from './estimator-copy';
import { ShareLinkButton } from './share-link-button';
import { VolumeInput } from './volume-input';

type Texts = Record<string, string>;

const smallLinkStyles =
  'text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The volumes and parts a query string holds for this channel, as the fields show them. */
function textsFrom(channel: EstimateChannelId, search: string): Texts {
  const query = Object.fromEntries(new URLSearchParams(search));
  const { volumes, parts } = readQuoteQuery(channel, query);
  return Object.fromEntries([
    ...Object.entries(volumes).map(([item, volume]) => [item, formatCount(volume)]),
    ...(parts > 1 ? [[PARTS_PARAM, String(parts)]] : []),
  ]);
}

/** The parameters of `search` that are not this channel's quote's (a campaign's, a `ref`). */
function otherParams(channel: EstimateChannelId, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...quoteParams(channel), PRICES_PARAM]) params.delete(name);
  return params.toString();
}

/** Queries joined into one, in order: '?a=1', 'b=2' and '' make '?a=1&b=2'. */
function joinSearch(...searches: string[]): string {
  const query = new URLSearchParams(searches.flatMap((search) => [...new URLSearchParams(search)]));
  return query.size ? `?${query}` : '';
}

type EstimatorFormProps = {
  channel: EstimateChannelId;
  /** The price list the page's tables show: the estimate and its links are made with it. */
  prices: PriceList;
  copy: EstimatorCopy;
  /**
   * Where the channel bills per part (SMS, see SmsEstimatorForm): the parts field, shown after
   * the volumes, and what goes under the form, given the parts and their setter. A part of the
   * estimator the other channels never load.
   */
  perPart?: (
    parts: number,
    setParts: (parts: number) => void,
  ) => { field: ReactNode; after: ReactNode };
};

/**
 * The estimator of a channel page. Without JavaScript it is a GET form to the channel's quote
 * page; with it, the estimate follows every keystroke, the page's query string follows the
 * volumes and parts (so a reload or a copied address reproduces them), and the quote link can
 * be shared.
 */
export function EstimatorForm({ channel, prices, copy, perPart }: EstimatorFormProps) {
  const hydrated = useHydrated();
  // The page stays prerendered: the volumes of its address are read once its script runs.
  const address = useClientValue(() => window.location.search, '');
  const [edits, setEdits] = useState<Texts | undefined>(undefined);
  const texts = edits ?? textsFrom(channel, address);
  // The fields answer each key at once; the figures, the table and the links follow in a render
  // of their own that a next key can interrupt (the first figures cost 30 ms of script at 4x CPU).
  const figuresTexts = useDeferredValue(texts);

  const { volumes, parts } = readQuoteQuery(channel, figuresTexts);
  // The page's address follows the volumes; the quote and its PDF also name the prices.
  const search = quoteSearch(channel, volumes, parts);
  const quoteSearchDated = quoteSearch(channel, volumes, parts, prices.effectiveFrom);

  useEffect(() => {
    if (edits === undefined) return;
    // After the figures are painted, not in the answer to a key: Next's router follows every
    // replaceState. A next key first cancels it and writes its own.
    return afterNextPaint(() => {
      const next = new URL(window.location.href);
      next.search = joinSearch(otherParams(channel, next.search), search);
      if (next.href !== window.location.href) window.history.replaceState(null, '', next);
    });
  }, [channel, search, edits]);

  const result = estimate(channel, volumes, { parts, prices });
  const quoteHref = `/quote/${channel}${joinSearch(quoteSearchDated, otherParams(channel, address))}`;

  const extension = perPart?.(readParts(texts[PARTS_PARAM] ?? '') ?? 1, (next) =>
    setEdits({ ...texts, [PARTS_PARAM]: `${next}` }),
  );

  return (
    <>
      <form
        action={`/quote/${channel}`}
        method="get"
        noValidate
        onSubmit={(event: FormEvent) => event.preventDefault()}
        className="grid gap-8 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]"
      >
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-4 text-base font-semibold text-ink">{copy.volumesLegend}</legend>
          {estimateChannels[channel].items.map((item) => (
            <VolumeInput
              key={item}
              name={item}
              label={copy.items[item]!}
              value={texts[item] ?? ''}
              error={copy.volumeError}
              onValue={(value) => setEdits({ ...texts, [item]: value })}
            />
          ))}
          {extension?.field}
        </fieldset>

        <div className="min-w-0">
          {!hydrated ? (
            <>
              <input type="hidden" name={PRICES_PARAM} value={prices.effectiveFrom} />
              <button type="submit" className={buttonStyles()}>
                {copy.submit}
              </button>
            </>
          ) : (
            <>
              <div role="status" className="rounded-card bg-brand-50 p-5">
                {result.lines.length === 0 ? (
                  <p className="text-ink-muted">{copy.empty}</p>
                ) : result.enterprise ? (
                  <p className="font-semibold text-ink">{copy.enterprise}</p>
                ) : (
                  <dl className="grid gap-1">
                    {[
                      [copy.subtotal, result.subtotalPaise],
                      [copy.gst, result.gstPaise],
                    ].map(([name, paise]) => (
                      <div key={name} className="flex flex-wrap justify-between gap-x-4">
                        <dt className="text-ink-muted">{name}</dt>
                        <dd className="text-ink tabular-nums">{formatPaise(Number(paise))}</dd>
                      </div>
                    ))}
                    <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <dt className="font-semibold text-ink">{copy.total}</dt>
                      <dd className="text-2xl font-bold text-brand-800 tabular-nums">
                        {result.totalPaise !== undefined && formatPaise(result.totalPaise)}
                      </dd>
                    </div>
                  </dl>
                )}
              </div>
              {result.lines.length > 0 && (
                <>
                  <PricingTable
                    className="mt-6"
                    caption={copy.caption}
                    columns={estimateColumns(channel, copy)}
                    rows={estimateRows(result, copy)}
                  />
                  <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
                    {result.enterprise && (
                      <ButtonLink href="/contact?subject=communication">
                        {copy.enterpriseAction}
                      </ButtonLink>
                    )}
                    <ShareLinkButton
                      href={quoteHref}
                      title={copy.shareTitle}
                      label={copy.share.share}
                      copy={copy.share}
                    />
                    <a href={quotationPath(channel, quoteSearchDated)} className={smallLinkStyles}>
                      {copy.downloadPdf}
                    </a>
                    <SiteLink href={quoteHref} className={smallLinkStyles}>
                      {copy.openQuote}
                    </SiteLink>
                  </div>
                </>
              )}
            </>
          )}
        </div>
      </form>
      {extension?.after}
    </>
  );
}
