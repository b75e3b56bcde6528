import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from './json-ld';

const hostile = {
  '@type': 'Question',
  name: '</script><script>alert(1)</script> <!-- & \u2028\u2029',
};

describe('serializeJsonLd', () => {
  it('escapes every character that could end the script element or break JavaScript', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});

describe('JsonLd', () => {
  it('renders one ld+json script whose content cannot close it early', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(match).not.toBeNull();
    expect(match?.[1]).not.toContain('</');
    expect(JSON.parse(match?.[1] ?? '')).toEqual(hostile);
  });
});
