import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqBrowser, matchesFaqQuery, type FaqBrowserItem } from './faq-browser';
import { FaqEmptyState } from './faq-empty-state';

const emptyCopy = {
  title: 'No FAQs found',
  text: 'Try another word.',
  contact: 'Contact Us',
  services: 'Browse Services',
};
const item: FaqBrowserItem = {
  id: 'dlt',
  categoryId: 'communication',
  question: 'Do you help with DLT?',
  answer: 'DLT setup is included.',
};

function render(items: FaqBrowserItem[]) {
  return renderToStaticMarkup(
    <FaqBrowser
      categories={[
        { id: 'general', name: 'General', icon: null },
        { id: 'communication', name: 'Communication', icon: null },
      ]}
      items={items}
      defaultCategoryId="communication"
      copy={{
        categoriesLabel: 'FAQ categories',
        searchLabel: 'Search',
        searchPlaceholder: 'DLT',
        counts: ['No questions available', '1 question available'],
      }}
      emptyState={<FaqEmptyState copy={emptyCopy} />}
    />,
  );
}

describe('FaqBrowser', () => {
  it('shows the default category pressed, its count line and a closed accordion item', () => {
    const html = render([item, { ...item, id: 'other', categoryId: 'general' }]);
    expect(html).toMatch(/<button type="button" aria-pressed="true"[^>]*>Communication<\/button>/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>General<\/button>/);
    expect(html).toContain('1 question available');
    expect(html).toMatch(
      /<h3><button id="[^"]+" type="button" aria-expanded="false" aria-controls/,
    );
    expect(html).toMatch(/role="region" aria-labelledby="[^"]+"[^>]*max-h-\[500px\]/);
    expect(html).toContain('DLT setup is included.');
    expect(html).not.toContain('No FAQs found');
  });

  it("shows 'No FAQs found' with Contact Us and Browse Services for a category without questions", () => {
    const html = render([{ ...item, categoryId: 'general' }]);
    expect(html).toContain('No questions available');
    expect(html).toContain('No FAQs found');
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/services"[^>]*>Browse Services<\/a>/);
  });

  it('matches a search in the question or the answer, ignoring case and spaces', () => {
    expect(matchesFaqQuery(item, '  dlt ')).toBe(true);
    expect(matchesFaqQuery(item, 'INCLUDED')).toBe(true);
    expect(matchesFaqQuery(item, 'whatsapp')).toBe(false);
    expect(matchesFaqQuery(item, '')).toBe(true);
  });
});
