import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuoteSummary } from '@/components/estimator/quote-summary';
import { PageHeader } from '@/components/ui/page-header';
import { estimateChannels } from '@/content/pricing/estimates';
import { getCopy } from '@/lib/i18n/copy';
import type { SearchParams } from '@/lib/pricing/quote-query';
import { readQuoteRequest } from '@/lib/pricing/quote-request';
import { quoteText } from '@/lib/pricing/quote-text';
import { documentTitle } from '@/lib/seo/document-title';
import { ogImageContentType, ogImageSize } from '@/lib/seo/og-image';
import { paths } from '@/content/routes';

type QuotePageProps = {
  params: Promise<{ channel: string }>;
  searchParams: Promise<SearchParams>;
};

/** The quote link's estimate; an unknown channel goes to the services overview. */
async function quoteRequest({ params, searchParams }: QuotePageProps) {
  const [{ channel }, query] = await Promise.all([params, searchParams]);
  const request = readQuoteRequest(channel, query);
  if (!request) redirect(paths.communication);
  return request;
}

export async function generateMetadata(props: QuotePageProps): Promise<Metadata> {
  const request = await quoteRequest(props);
  const text = quoteText(request);
  const path = `/quote/${request.channel}${request.search}`;
  const image = {
    url: `/quote/${request.channel}/image${request.search}`,
    ...ogImageSize,
    type: ogImageContentType,
    alt: text.imageAlt,
  };
  return {
    title: { absolute: documentTitle(text.metaTitle) },
    description: text.description,
    // A quote is one visitor's figures: the channel page is the one to index.
    robots: { index: false, follow: true },
    alternates: { canonical: estimateChannels[request.channel].path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: getCopy('Common').copy.siteName,
      locale: 'en_IN',
      title: text.metaTitle,
      description: text.description,
      images: [image],
    },
    // Next gives the Twitter card the Open Graph title, description and image.
    twitter: { card: 'summary_large_image' },
  };
}

/** A shared estimate: rendered on the server from the link's query alone. */
export default async function QuotePage(props: QuotePageProps) {
  const request = await quoteRequest(props);
  const copy = quoteText(request);
  return (
    <>
      <PageHeader heading={copy} />
      <QuoteSummary request={request} copy={copy} />
    </>
  );
}
