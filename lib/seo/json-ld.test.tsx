import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  it('renders one ld+json script that no string can close early, and that reads back the same', () => {
    const hostile = {
      '@type': 'Question',
      name: '</script><script>alert(1)</script> <!-- & \u2028\u2029',
    };
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(match?.[1]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(match?.[1] ?? '')).toEqual(hostile);
  });
});
