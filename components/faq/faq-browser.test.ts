import { describe, expect, it } from 'vitest';
import { matchesFaqQuery } from './faq-browser';

describe('the FAQ search', () => {
  it('matches the question or the answer, ignoring case and spaces', () => {
    const item = {
      id: 'dlt',
      categoryId: 'sms',
      question: 'Do you help with DLT?',
      answer: 'It is included.',
    };
    expect(matchesFaqQuery(item, '  dlt ')).toBe(true);
    expect(matchesFaqQuery(item, 'INCLUDED')).toBe(true);
    expect(matchesFaqQuery(item, 'whatsapp')).toBe(false);
    expect(matchesFaqQuery(item, '')).toBe(true);
  });
});
