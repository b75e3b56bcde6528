/** A JSON-LD node: plain JSON with schema.org's `@` keys. */
export type JsonLdNode = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLdNode | JsonLdValue[];

/**
 * JSON for an inline <script>: `<`, `>` and `&` are escaped so no string can close the element or
 * open a comment, and U+2028/2029 so the text is also valid JavaScript. JSON.parse reads it back
 * unchanged.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Structured data for crawlers, rendered on the server into the page's HTML. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
