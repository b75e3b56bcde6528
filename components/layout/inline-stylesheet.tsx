import { inlineStylesheet } from '@/lib/http/inline-stylesheet';

/**
 * A page rendered per request (a quote, the notice) carries the stylesheet inline, as the
 * prerendered pages do after the build: a link would cost a phone a round trip before the first
 * paint. Rendered before the page's own segments, under the href of Next's link to the same
 * stylesheet, so React writes this <style> and drops that link (one resource per href). The
 * stylesheet is imported by each root layout's template, not the layout, for that order.
 */
export function InlineStylesheet() {
  const stylesheet = inlineStylesheet();
  if (!stylesheet) return null;
  return (
    <style href={stylesheet.href} precedence="next">
      {stylesheet.css}
    </style>
  );
}
