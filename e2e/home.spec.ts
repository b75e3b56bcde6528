import { expect, test, type Page } from './support/test';
import {
  caseStudies,
  clientLogos,
  heroCards,
  industries,
  industryPoints,
  serviceCategories,
  tagTone,
} from '@/content/home';
import { messages } from '@/content/messages';

const home = messages.Home;
const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the hero shows the headline, Get In Touch, the claims and the service cards', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(
      page.getByRole('main').getByRole('link', { name: home.hero.getInTouch, exact: true }),
    ).toHaveAttribute('href', '/contact');
    for (const claim of Object.values(messages.Common.claims)) {
      await expect(page.getByRole('main').getByText(claim, { exact: true })).toBeVisible();
    }

    const cards = page.getByRole('list', { name: home.hero.cardsLabel });
    for (const card of heroCards) {
      const labels = home.hero.cards[card.key];
      const item = cards.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: labels.title }),
      });
      for (const service of card.items) {
        await expect(item.getByText(home.hero.items[service], { exact: true })).toBeVisible();
      }
      await expect(item.getByRole('link', { name: labels.link })).toHaveAttribute(
        'href',
        card.href,
      );
    }
    expect(heroCards.map((card) => card.href)).toEqual(['/services', '/services/csw']);
    await expect(
      cards.getByRole('heading', { name: 'More services coming soon', exact: true }),
    ).toBeVisible();

    // Every image and logo is the site's own file: no request leaves for another host.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const origin = new URL(page.url()).origin;
    const sources = await page.evaluate(() => [...document.images].map((image) => image.src));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((src) => !src.startsWith(origin))).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  });

  test('industry solutions shows six industries with two points each', async ({ page }) => {
    await page.goto('/');
    const industriesSection = section(page, home.industries.title);
    const cards = industriesSection.getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(industries.map(({ key }) => home.industries.items[key].name));
    await expect(cards).toHaveText([
      'E-Commerce',
      'Banking & Finance',
      'Healthcare',
      'Logistics',
      'Education',
      'Hospitality',
    ]);
    for (const { key } of industries) {
      const card = industriesSection.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: home.industries.items[key].name, exact: true }),
      });
      await expect(card.getByRole('listitem')).toHaveText(
        industryPoints.map((point) => home.industries.items[key].points[point]),
      );
    }
    await expect(
      industriesSection.getByRole('link', { name: home.industries.talkToExpert }),
    ).toHaveAttribute('href', '/contact');
  });

  test('the testimonials carousel wraps both ways, and its dots jump', async ({ page }) => {
    await page.goto('/');
    const t = home.testimonials;
    const carousel = page.getByRole('region', { name: t.carouselLabel });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    const slide = (i: number) =>
      carousel.getByRole('group', { name: `${i + 1} of 3`, exact: true });
    const quote = (i: number) => t.items[caseStudies[i]!.key].quote;

    const expectCurrent = async (current: number) => {
      for (let i = 0; i < 3; i++) {
        if (i === current) {
          await expect(slide(i)).toBeVisible();
          await expect(slide(i).getByText(quote(i))).toBeVisible();
        } else {
          await expect(slides.nth(i)).toBeHidden();
        }
      }
      await expect(
        carousel.getByRole('button', { name: `Show testimonial ${current + 1} of 3` }),
      ).toHaveAttribute('aria-current', 'true');
    };

    await expectCurrent(0);
    const next = carousel.getByRole('button', { name: t.next });
    const previous = carousel.getByRole('button', { name: t.previous });
    await next.click();
    await expectCurrent(1);
    await next.click();
    await expectCurrent(2);
    await next.click();
    await expectCurrent(0);
    await previous.click();
    await expectCurrent(2);
    await previous.click();
    await expectCurrent(1);

    await carousel.getByRole('button', { name: 'Show testimonial 3 of 3' }).click();
    await expectCurrent(2);
    await carousel.getByRole('button', { name: 'Show testimonial 1 of 3' }).click();
    await expectCurrent(0);

    // Keyboard: the controls are buttons, reached with Tab and pressed with Enter or Space.
    await next.focus();
    await page.keyboard.press('Enter');
    await expectCurrent(1);
    await previous.focus();
    await page.keyboard.press('Space');
    await expectCurrent(0);

    // No auto-advance.
    await page.waitForTimeout(1500);
    await expectCurrent(0);
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
  });

  test('each testimonial shows its quote, coloured tags and person', async ({ page }) => {
    await page.goto('/');
    const t = home.testimonials;
    const carousel = page.getByRole('region', { name: t.carouselLabel });
    const toneClass = {
      blue: /bg-blue-50/,
      green: /bg-green-50/,
      indigo: /bg-indigo-50/,
      grey: /bg-slate-100/,
    };
    for (const [i, study] of caseStudies.entries()) {
      await carousel.getByRole('button', { name: `Show testimonial ${i + 1} of 3` }).click();
      const slide = carousel.getByRole('group', { name: `${i + 1} of 3`, exact: true });
      await expect(slide.getByText(t.items[study.key].quote)).toBeVisible();
      await expect(slide.getByText(study.person.name, { exact: true })).toBeVisible();
      await expect(
        slide.getByText(`${t.items[study.key].role}, ${t.items[study.key].title}`),
      ).toBeVisible();
      await expect(slide.getByRole('img', { name: t.items[study.key].title })).toHaveAttribute(
        'src',
        study.person.logo,
      );
      await expect(slide.locator(`img[src="${study.person.image}"]`)).toBeVisible();
      for (const tag of study.tags) {
        await expect(slide.getByRole('listitem').filter({ hasText: tag })).toHaveClass(
          toneClass[tagTone(tag)],
        );
      }
    }
    expect(tagTone('Website')).toBe('blue');
    expect(tagTone('Payments')).toBe('green');
    expect(tagTone('Community')).toBe('indigo');
  });

  test('the client logo strip shows every logo from public/', async ({ page }) => {
    await page.goto('/');
    const strip = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: home.testimonials.clientsTitle }) })
      .last();
    for (const client of clientLogos) {
      const logo = strip.getByRole('img', { name: client.name, exact: true });
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveAttribute('src', client.logo);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('the services tabs switch by click and by keyboard', async ({ page }) => {
    await page.goto('/');
    const s = home.services;
    const tablist = page.getByRole('tablist', { name: s.tabsLabel });
    const communication = tablist.getByRole('tab', { name: s.categories.communication });
    const digital = tablist.getByRole('tab', { name: s.categories.digital });

    const expectSelected = async (key: 'communication' | 'digital') => {
      const [selected, other] =
        key === 'communication' ? [communication, digital] : [digital, communication];
      await expect(selected).toHaveAttribute('aria-selected', 'true');
      await expect(selected).toHaveAttribute('tabindex', '0');
      await expect(other).toHaveAttribute('aria-selected', 'false');
      await expect(other).toHaveAttribute('tabindex', '-1');
      const panel = page.getByRole('tabpanel', { name: s.categories[key] });
      await expect(panel).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      const category = serviceCategories.find((c) => c.key === key)!;
      for (const service of category.services) {
        const name = s.items[service.key].name;
        await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible();
        await expect(
          panel.getByRole('link', { name: s.learnMore.replace('{name}', name) }),
        ).toHaveAttribute('href', service.href);
      }
    };

    await expectSelected('communication');
    await digital.click();
    await expectSelected('digital');
    await communication.click();
    await expectSelected('communication');

    await communication.focus();
    await page.keyboard.press('ArrowRight');
    await expect(digital).toBeFocused();
    await expectSelected('digital');
    await page.keyboard.press('ArrowRight');
    await expect(communication).toBeFocused();
    await expectSelected('communication');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('digital');
    await page.keyboard.press('Home');
    await expect(communication).toBeFocused();
    await expectSelected('communication');
    await page.keyboard.press('End');
    await expect(digital).toBeFocused();
    await expectSelected('digital');
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: s.categories.digital })).toBeFocused();

    const hrefs = await page
      .getByRole('tabpanel', { name: s.categories.digital })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/services/web-dev',
      '/services/ui-ux',
      '/services/cloud',
      '/services/digital-marketing',
    ]);
  });

  test('the call to action reads as the communication type', async ({ page }) => {
    await page.goto('/');
    const cta = messages.Cta.communication;
    expect(cta.title).toBe('Transform Your Business Communications');
    expect(cta.subtitle).toContain('Join 5,000+ enterprises');
    const block = section(page, cta.title);
    await expect(block.getByText(cta.subtitle)).toBeVisible();
    await expect(block.getByRole('link', { name: cta.primary })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      block.getByRole('textbox', { name: messages.Newsletter.emailLabel }),
    ).toBeVisible();
    await expect(block.getByRole('button', { name: messages.Newsletter.submit })).toBeVisible();
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('all three testimonials are readable', async ({ page }) => {
    await page.goto('/');
    for (const study of caseStudies) {
      await expect(page.getByText(home.testimonials.items[study.key].quote)).toBeVisible();
    }
  });
});
