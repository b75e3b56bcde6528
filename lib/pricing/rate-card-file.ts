import { stringify } from 'csv-stringify/sync';
import { pricesCheckedOn } from '@/content/pricing/estimates';
import { priceRegistry } from '@/content/pricing/prices';
import { priceHistory, rateCard, rateCardColumns, type RateCardRow } from './rate-card';

/**
 * The rate card as RFC 4180 CSV: UTF-8, CRLF line ends, a header row, fields quoted where they
 * hold a comma, a quote or a line break. An empty field has no value (no tier, no band, no unit);
 * 'GST included' is 'yes' or 'no'; rates are plain decimals (0.1 is ₹0.10).
 */
export function rateCardCsv(rows: readonly RateCardRow[] = rateCard): string {
  return stringify([...rows], {
    header: true,
    columns: rateCardColumns.map(([key, header]) => ({ key, header })),
    record_delimiter: 'windows',
    cast: { boolean: (value) => (value ? 'yes' : 'no') },
  });
}

/** GET /rate-card.csv, prerendered: a file to download, named by the day it was published. */
export function rateCardCsvResponse(): Response {
  return new Response(rateCardCsv(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="rate-card-${pricesCheckedOn}.csv"`,
    },
  });
}

/** GET /rate-card.json, prerendered: the same rows, each field keyed as docs/contracts.md lists. */
export const rateCardJsonResponse = () =>
  Response.json({ publishedOn: pricesCheckedOn, rows: rateCard });

/** GET /rate-card/history.json, prerendered: each price list's date and the rates it changed. */
export const rateCardHistoryResponse = () =>
  Response.json(priceHistory(priceRegistry.lists, priceRegistry.current));
