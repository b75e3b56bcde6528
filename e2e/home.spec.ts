import { expect, test } from './support/test';
import { caseStudies, heroCards, serviceCategories } from '@/content/home';
import { messages } from '@/content/messages';

const home = messages.Home;
test.use({ viewport: { width: 1280, height: 800 } });

test('the hero links its service cards, and the page loads nothing from another host, and nothing fails', async ({
  page,
}) => {
  const requests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  const cards = page.getByRole('list', { name: home.hero.cardsLabel });
  for (const card of heroCards) {
    await expect(cards.getByRole('link', { name: home.hero.cards[card.key].link })).toHaveAttribute(
      'href',
      card.href,
    );
  }
  // Every image and logo is the site's own file, and loads.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((i) => !i.complete).length))
    .toBe(0);
  const origin = new URL(page.url()).origin;
  const images = await page.evaluate(() =>
    [...document.images].map((image) => ({ src: image.src, width: image.naturalWidth })),
  );
  expect(images.length).toBeGreaterThan(10);
  expect(images.filter(({ src, width }) => !src.startsWith(origin) || width === 0)).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(failed).toEqual([]);
});

test('the testimonials carousel wraps both ways, its dots jump, by mouse and keyboard, never by itself', async ({
  page,
}) => {
  await page.goto('/');
  const t = home.testimonials;
  const carousel = page.getByRole('region', { name: t.carouselLabel });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  const dot = (i: number) =>
    carousel.getByRole('button', { name: `Show testimonial ${i + 1} of 3` });

  const expectCurrent = async (current: number) => {
    const study = caseStudies[current]!;
    const slide = carousel.getByRole('group', { name: `${current + 1} of 3`, exact: true });
    await expect(slide.getByText(t.items[study.key].quote)).toBeVisible();
    await expect(slide.getByText(study.person.name, { exact: true })).toBeVisible();
    for (let i = 0; i < 3; i++) if (i !== current) await expect(slides.nth(i)).toBeHidden();
    await expect(dot(current)).toHaveAttribute('aria-current', 'true');
  };

  await expectCurrent(0);
  const next = carousel.getByRole('button', { name: t.next });
  const previous = carousel.getByRole('button', { name: t.previous });
  for (const [button, expected] of [
    [next, 1],
    [next, 2],
    [next, 0],
    [previous, 2],
    [previous, 1],
    [dot(2), 2],
    [dot(0), 0],
  ] as const) {
    await button.click();
    await expectCurrent(expected);
  }
  // The controls are buttons, reached with Tab and pressed with Enter or Space.
  await next.focus();
  await page.keyboard.press('Enter');
  await expectCurrent(1);
  await previous.focus();
  await page.keyboard.press('Space');
  await expectCurrent(0);

  await page.waitForTimeout(1500);
  await expectCurrent(0);
  await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
});

test('the services tabs switch by click and by keyboard, as the APG tabs pattern says', async ({
  page,
}) => {
  await page.goto('/');
  const s = home.services;
  const tablist = page.getByRole('tablist', { name: s.tabsLabel });
  const tabs = {
    communication: tablist.getByRole('tab', { name: s.categories.communication }),
    digital: tablist.getByRole('tab', { name: s.categories.digital }),
  };

  const expectSelected = async (key: keyof typeof tabs, focused = false) => {
    const other = key === 'communication' ? 'digital' : 'communication';
    await expect(tabs[key]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[key]).toHaveAttribute('tabindex', '0');
    await expect(tabs[other]).toHaveAttribute('aria-selected', 'false');
    await expect(tabs[other]).toHaveAttribute('tabindex', '-1');
    if (focused) await expect(tabs[key]).toBeFocused();
    const panel = page.getByRole('tabpanel', { name: s.categories[key] });
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    for (const service of serviceCategories.find((c) => c.key === key)!.services) {
      const name = s.items[service.key].name;
      await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  };

  await expectSelected('communication');
  await tabs.digital.click();
  await expectSelected('digital');
  await tabs.communication.click();
  await expectSelected('communication');

  for (const [key, selected] of [
    ['ArrowRight', 'digital'],
    ['ArrowRight', 'communication'],
    ['ArrowLeft', 'digital'],
    ['Home', 'communication'],
    ['End', 'digital'],
  ] as const) {
    await page.keyboard.press(key);
    await expectSelected(selected, true);
  }
  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: s.categories.digital })).toBeFocused();
});
