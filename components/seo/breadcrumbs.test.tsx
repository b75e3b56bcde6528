import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/config';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  const html = renderToStaticMarkup(<Breadcrumbs path="/services/web-dev" />);

  it('shows a labelled trail whose last item is the current page', () => {
    expect(html).toContain('<nav aria-label="Breadcrumb"');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/services\/csw"[^>]*>Digital Services<\/a>/);
    expect(html).toMatch(/<span aria-current="page"[^>]*>Web &amp; Mobile Development<\/span>/);
  });

  it('gives crawlers the same trail as a BreadcrumbList', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const list = JSON.parse(json ?? '{}') as { '@type': string; itemListElement: object[] };
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Web & Mobile Development',
      item: `${siteUrl()}/services/web-dev`,
    });
  });
});
