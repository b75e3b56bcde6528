import { describe, expect, it } from 'vitest';
import { hindiMessages, messages, type TranslatedNamespace } from '@/content/messages';
import { getCopy, type Namespace } from './copy';

/** Every message without an argument, as a namespace and the key `t` takes. */
function plainMessages(
  catalogue: Partial<Record<Namespace, unknown>> = messages,
): [Namespace, string, string][] {
  const found: [Namespace, string, string][] = [];
  const walk = (namespace: Namespace, node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      // A {placeholder} or a <tag> (rich text, as t.rich fills it) is an argument.
      if (!node.includes('{') && !/<\w+>/.test(node)) found.push([namespace, path.join('.'), node]);
    } else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(namespace, value, [...path, key]);
    }
  };
  for (const namespace of Object.keys(catalogue) as Namespace[]) {
    walk(namespace, catalogue[namespace], []);
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
    expect(() => (t as unknown as (key: string) => string)('perMonth')).toThrow(/FORMATTING_ERROR/);
  });

  it('gives the privacy notice in Hindi, formatted for hi-IN, and no other namespace', () => {
    const plain = plainMessages(hindiMessages);
    expect(plain.length).toBeGreaterThan(50);
    const differ = plain.filter(([namespace, key, text]) => {
      const t = getCopy(namespace as TranslatedNamespace, 'hi').t as unknown as (
        key: string,
      ) => string;
      return t(key) !== text;
    });
    expect(differ).toEqual([]);
    const { copy, t } = getCopy('PrivacyNotice', 'hi');
    expect(copy.title).toBe('गोपनीयता सूचना');
    expect(t('version', { version: 1, date: new Date('2026-11-26') })).toBe(
      'संस्करण 1, 26 नवंबर 2026 को जारी।',
    );
    expect(
      getCopy('PrivacyNotice').t('version', { version: 1, date: new Date('2026-11-26') }),
    ).toBe('Version 1, published 26 November 2026.');
    // @ts-expect-error only the privacy notice's namespaces are in Hindi: this does not compile
    expect(() => getCopy('Home', 'hi')).toThrow(/No Hindi messages/);
  });
});
