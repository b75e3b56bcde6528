import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { getCopy, type Namespace } from './copy';

/** Every message without an argument, as a namespace and the key `t` takes. */
function plainMessages(): [Namespace, string, string][] {
  const found: [Namespace, string, string][] = [];
  const walk = (namespace: Namespace, node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      // A {placeholder} or a <tag> (rich text, as t.rich fills it) is an argument.
      if (!node.includes('{') && !/<\w+>/.test(node)) found.push([namespace, path.join('.'), node]);
    } else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(namespace, value, [...path, key]);
    }
  };
  for (const namespace of Object.keys(messages) as Namespace[]) {
    walk(namespace, messages[namespace], []);
  }
  return found;
}

describe('getCopy', () => {
  it('hands out every message without arguments exactly as ICU formatting would print it', () => {
    const plain = plainMessages();
    expect(plain.length).toBeGreaterThan(500);
    const differ = plain.filter(([namespace, key, text]) => {
      const t = getCopy(namespace).t as unknown as (key: string) => string;
      return t(key) !== text;
    });
    expect(differ).toEqual([]);
  });

  it('formats a message with its arguments, and fails on a missing one', () => {
    const { t } = getCopy('Quote');
    expect(t('perMonth', { total: '₹20,060.00' })).toBe('₹20,060.00 a month with GST');
    expect(t('droppedOthers', { count: 2 })).toBe('2 other parameters');
    expect(() => (t as unknown as (key: string) => string)('noSuchMessage')).toThrow(
      /MISSING_MESSAGE/,
    );
  });
});
