import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { failOnIntlError } from './intl-errors';

describe('message errors', () => {
  const messages = { Page: { title: 'Pricing', count: '{count} plans' } };
  const t = createTranslator({
    locale: 'en-IN',
    messages,
    namespace: 'Page',
    onError: failOnIntlError,
  });

  it('fail the render instead of printing the key of a missing message', () => {
    expect(() => t('subtitle' as 'title')).toThrow(/MISSING_MESSAGE/);
  });

  it('fail on a message given the wrong arguments', () => {
    expect(() => t('count')).toThrow(/FORMATTING_ERROR/);
  });

  it('let well-formed messages through', () => {
    expect(t('title')).toBe('Pricing');
    expect(t('count', { count: 3 })).toBe('3 plans');
  });
});
