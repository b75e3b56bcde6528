import { expect, test, type Page } from './support/test';
import { faqCategories, faqItemsIn } from '@/content/faq';
import { messages } from '@/content/messages';

const faq = messages.Faq;
const categoryButton = (page: Page, id: keyof typeof faq.categories) =>
  page
    .getByRole('navigation', { name: faq.categoriesLabel })
    .getByRole('button', { name: faq.categories[id] });
const question = (page: Page, id: keyof typeof faq.items) =>
  page.getByRole('button', { name: faq.items[id].question });

test('each question opens and closes on its own, its answer capped at 500 px', async ({ page }) => {
  await page.goto('/faq');
  const [first, second] = faqItemsIn('general');
  if (!first || !second) throw new Error('General needs two questions');

  await question(page, first.id).click();
  await expect(question(page, first.id)).toHaveAttribute('aria-expanded', 'true');
  const firstAnswer = page.getByRole('region', { name: faq.items[first.id].question });
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toHaveText(faq.items[first.id].answer);
  await expect(firstAnswer).toHaveCSS('max-height', '500px');
  await expect(firstAnswer).toHaveCSS('overflow-y', 'auto');

  await question(page, second.id).click();
  await expect(question(page, first.id)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(page, second.id)).toHaveAttribute('aria-expanded', 'true');

  await question(page, first.id).click();
  await expect(question(page, first.id)).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();
  await expect(page.getByText(faq.items[second.id].answer)).toBeVisible();
});

test('choosing a category shows its questions and count, by mouse or keyboard', async ({
  page,
}) => {
  await page.goto('/faq');
  for (const { id } of faqCategories) {
    await categoryButton(page, id).click();
    await expect(categoryButton(page, id)).toHaveAttribute('aria-pressed', 'true');
    const items = faqItemsIn(id);
    await expect(page.getByRole('heading', { level: 2, name: faq.categories[id] })).toBeVisible();
    await expect(page.getByText(`${items.length} questions available`)).toBeVisible();
    for (const item of items) await expect(question(page, item.id)).toBeVisible();
  }
  await expect(question(page, faqItemsIn('general')[0]!.id)).toHaveCount(0);

  await categoryButton(page, 'communication').focus();
  await page.keyboard.press('Enter');
  await expect(categoryButton(page, 'communication')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect(categoryButton(page, 'general')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(categoryButton(page, 'general')).toHaveAttribute('aria-pressed', 'true');

  const firstQuestion = question(page, faqItemsIn('general')[0]!.id);
  await firstQuestion.focus();
  await page.keyboard.press('Enter');
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');

  const general = faqItemsIn('general');
  await page.keyboard.press('ArrowDown');
  await expect(question(page, general[1]!.id)).toBeFocused();
  await page.keyboard.press('End');
  await expect(question(page, general.at(-1)!.id)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(firstQuestion).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(question(page, general.at(-1)!.id)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(firstQuestion).toBeFocused();
});

test('the search keeps the questions that hold the words, in the question or the answer', async ({
  page,
}) => {
  await page.goto('/faq');
  const search = page.getByRole('searchbox', { name: faq.searchLabel });
  // In an answer only, in capitals, with spaces around.
  await search.fill('  SOC 2 ');
  await expect(page.getByText('1 question available')).toBeVisible();
  await expect(question(page, 'reliability')).toBeVisible();
  await expect(question(page, 'demo')).toHaveCount(0);
  await search.fill('reach your support');
  await expect(question(page, 'supportHours')).toBeVisible();
  await expect(page.getByText('1 question available')).toBeVisible();
  await search.fill('no such words');
  await expect(page.getByText('No questions available')).toBeVisible();
  await expect(page.getByText(faq.empty.title)).toBeVisible();
  await search.fill('');
  await expect(page.getByText(`${faqItemsIn('general').length} questions available`)).toBeVisible();
});
