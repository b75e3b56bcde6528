import { rateCardPaths } from '@/content/routes';
import { formatCalendarDate } from '@/lib/format/dates';
import { getCopy } from '@/lib/i18n/copy';
import { excludesGstText } from '@/lib/pricing/price-text';

/**
 * The line each table of published prices carries once: from when a price list's prices apply,
 * that they exclude GST, and that every price is in the rate card. The link is a file to
 * download, not a page: a plain <a>, tall enough to tap.
 */
export function PricesNote({ effectiveFrom }: { effectiveFrom?: string }) {
  const { t } = getCopy('Pricing');
  return (
    <>
      {effectiveFrom && `${t('effectiveFrom', { date: formatCalendarDate(effectiveFrom) })} `}
      {excludesGstText()}{' '}
      {t.rich('rateCard', {
        link: (chunks) => (
          <a
            href={rateCardPaths.csv}
            download
            type="text/csv"
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {chunks}
          </a>
        ),
      })}
    </>
  );
}
