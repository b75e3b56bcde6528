import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { LogoMark } from './logo-mark';

/** The shapes of an SVG drawing, whatever its size and attribute order. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path|circle)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => {
    const pairs = [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => `${k}=${v}`);
    return `${tag} ${pairs.sort().join(' ')}`;
  });
}

describe('the logo mark', () => {
  it('is the same drawing as the file crawlers are given', () => {
    const file = readFileSync(`public${site.logo}`, 'utf8');
    const drawn = renderToStaticMarkup(<LogoMark size={64} />);
    expect(shapes(drawn)).toHaveLength(5);
    expect(shapes(drawn)).toEqual(shapes(file));
  });
});
