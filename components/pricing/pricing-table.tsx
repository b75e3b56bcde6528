import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type PricingColumn = { key: string; header: string; numeric?: boolean };
export type PricingRow = {
  key: string;
  /** The row's header cell (tier, category or package name). */
  label: ReactNode;
  /** One cell per column after the first, in column order. */
  cells: ReactNode[];
};

type PricingTableProps = {
  caption: string;
  /** The first column is the row header's; the rest match each row's cells. */
  columns: PricingColumn[];
  rows: PricingRow[];
  /** Notes under the table (rules, fallbacks, what is included). */
  notes?: ReactNode[];
  className?: string;
};

/**
 * The one pricing table of the site: a real <table> with a caption, column and row headers.
 * Below the sm breakpoint each row becomes a card whose cells carry their column's header, so
 * nothing is clipped on a 360 px phone.
 */
export function PricingTable({ caption, columns, rows, notes, className }: PricingTableProps) {
  const dataColumns = columns.slice(1);
  return (
    <figure className={cn('w-full', className)}>
      <table className="w-full border-separate border-spacing-0 text-left text-sm sm:overflow-hidden sm:rounded-card sm:border sm:border-line sm:shadow-card">
        <caption className="mb-4 text-left text-title font-semibold text-ink">{caption}</caption>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="bg-brand-50 text-brand-900">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-4 py-3 font-semibold', column.numeric && 'sm:text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
          {rows.map((row) => (
            <tr
              key={row.key}
              className="block rounded-card border border-line p-4 sm:table-row sm:rounded-none sm:border-0 sm:p-0"
            >
              <th
                scope="row"
                className="block pb-2 text-base font-semibold text-ink sm:table-cell sm:border-t sm:border-line sm:px-4 sm:py-3 sm:text-sm"
              >
                {row.label}
              </th>
              {row.cells.map((cell, index) => {
                const column = dataColumns[index];
                return (
                  <td
                    key={column?.key ?? index}
                    data-label={column?.header}
                    className={cn(
                      'flex justify-between gap-4 py-1 text-ink-muted before:shrink-0 before:font-medium before:text-ink before:content-[attr(data-label)] sm:table-cell sm:border-t sm:border-line sm:px-4 sm:py-3 sm:before:content-none',
                      column?.numeric && 'tabular-nums sm:text-right',
                    )}
                  >
                    <span className="text-right sm:text-inherit">{cell}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {notes && notes.length > 0 && (
        <figcaption className="mt-4 space-y-2 text-sm text-ink-muted">
          {notes.map((note, index) => (
            <p key={index}>{note}</p>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
