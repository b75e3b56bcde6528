import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { defaultFaqCategory, faqCategories, faqItems, faqItemsIn } from './faq';

const copy = messages.Faq;
const answers = (categoryId: Parameters<typeof faqItemsIn>[0]) =>
  faqItemsIn(categoryId)
    .map(({ id }) => copy.items[id].answer)
    .join(' ');

describe('FAQ content', () => {
  it('has the four categories, general first and selected by default', () => {
    expect(faqCategories.map(({ id }) => id)).toEqual([
      'general',
      'communication',
      'digital',
      'development',
    ]);
    expect(defaultFaqCategory).toBe('general');
  });

  it('has at least five questions with answers in every category', () => {
    for (const { id } of faqCategories) {
      const items = faqItemsIn(id);
      expect(items.length, id).toBeGreaterThanOrEqual(5);
      for (const item of items) {
        expect(copy.items[item.id].question.length).toBeGreaterThan(10);
        expect(copy.items[item.id].answer.length).toBeGreaterThan(20);
      }
    }
  });

  it('lists every item once, and every message has an item', () => {
    const ids = faqItems.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(copy.items).sort()).toEqual([...ids].sort());
  });

  it('states the published figures for support, messaging and projects', () => {
    expect(answers('general')).toContain('24/7');
    expect(answers('general')).toContain('Monday to Friday, 9am to 6pm EST');
    expect(answers('general')).toContain('within 24 hours');
    expect(answers('general')).toContain('2015');
    expect(answers('communication')).toContain('from ₹0.10');
    expect(answers('communication')).toContain('DLT setup is included');
    expect(answers('communication')).toContain('non-DND numbers, between 9 AM and 9 PM');
    expect(answers('communication')).toContain('charged as an SMS');
    expect(answers('communication')).toContain('24 hours from the first message');
    expect(answers('communication')).toContain('₹0.05');
    expect(answers('communication')).toContain('from the Scale tier a dedicated IP costs ₹2,000');
    expect(answers('communication')).toContain('does not roll over');
    expect(answers('digital')).toContain('from ₹8,999');
    expect(answers('digital')).toContain('₹6,999 per month');
    expect(answers('digital')).toContain('12 to 16 posts');
    expect(answers('development')).toContain('5 pages starts from ₹9,999');
    expect(answers('development')).toContain('₹15,000 to ₹25,000');
    expect(answers('development')).toContain('4 to 7 working days');
    expect(answers('development')).toContain('Lighthouse score above 90');
    expect(answers('development')).toContain('up to 6 screens costs ₹8,499');
  });
});
