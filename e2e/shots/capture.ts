// `npm run shots`: full-page pictures of every route and of the interactive states, for a person
// to look at. Not a test suite: every "test" here takes pictures and checks only that the state it
// pictures is really on screen.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoValues, fillDemoForm } from '../support/demo-request';
import { renderEveryBand } from '../support/geometry';
import { openMobileMenu, servicesButton } from '../support/navigation';
import { messages } from '@/content/messages';
import { routes } from '@/content/routes';
import { endpoints } from '@/lib/http/endpoints';
import { shotFile, shotViewports } from './shot-names';

const { DemoRequestForm: form, Estimator: estimator } = messages;

test.use({ reducedMotion: 'reduce' });

/**
 * Scrolls through the page so lazy images load, and back to the top (a full-page picture taken
 * further down draws the sticky header there); then waits for every image and the font. Every
 * band is rendered: a full-page picture does not bring the far ones near the screen.
 */
async function loadEverything(page: Page) {
  await renderEveryBand(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => (image.onload = image.onerror = resolve)),
      ),
    );
    await document.fonts.ready;
  });
}

/** Answers an endpoint in the browser, so pictures never depend on a server's state. */
const answer = (page: Page, endpoint: string, status: number | 'abort', json: object = {}) =>
  page.route(`**${endpoint}`, (route) =>
    status === 'abort' ? route.abort('connectionfailed') : route.fulfill({ status, json }),
  );

/**
 * Each state: where it is, how a visitor brings it about (checking it is on screen), and what to
 * picture: the page whole (nothing returned), the viewport ('viewport') or one part of it.
 */
const states: [string, string, (page: Page) => Promise<Locator | 'viewport' | void>][] = [
  [
    'state-faq-answer-open',
    '/faq',
    async (page) => {
      const question = page.getByRole('main').locator('button[aria-expanded]').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    },
  ],
  [
    'state-contact-errors',
    '/contact',
    async (page) => {
      await page.getByRole('form', { name: form.title }).evaluate((el) => {
        (el as HTMLFormElement).requestSubmit();
      });
      await expect(page.getByText(form.errors.nameRequired, { exact: true })).toBeVisible();
    },
  ],
  ...(['thank-you', 'failure'] as const).map((outcome): (typeof states)[number] => [
    `state-contact-${outcome}`,
    '/contact',
    async (page) => {
      await (outcome === 'failure'
        ? answer(page, endpoints.demoRequest, 'abort')
        : answer(page, endpoints.demoRequest, 200, { statusCode: 200, message: 'ok' }));
      await fillDemoForm(page, demoValues('asha@example.in'));
      await page.getByRole('button', { name: form.submit }).click();
      const panel = outcome === 'failure' ? form.failure.title : form.success.title;
      await expect(page.getByRole('heading', { name: panel })).toBeVisible();
    },
  ]),
  [
    'state-message-composer-hindi',
    '/services/sms',
    async (page) => {
      const box = page.locator('#estimator');
      await box.getByLabel(estimator.items.sms.transactional).fill('100000');
      await box
        .getByRole('button', { name: messages.MessageComposer.examples.hindi.label })
        .click();
      await box.getByRole('button', { name: 'Use 2 parts in the estimate' }).click();
      await expect(box.getByRole('status').first()).toContainText('₹34,000.00');
      return box;
    },
  ],
  [
    'state-contact-notice-open',
    '/contact',
    async (page) => {
      await page.getByText(messages.FormNotice.summary).click();
      await expect(page.getByText(messages.PrivacyNotice.rights.board)).toBeVisible();
    },
  ],
  [
    'state-erasure-request-operator',
    '/privacy-notice',
    async (page) => {
      await answer(page, endpoints.erasureRequest, 200, {
        statusCode: 200,
        message: 'ok',
        confirmation: 'operator',
      });
      const erasure = page.getByRole('form', { name: messages.ErasureRequest.title });
      await erasure.getByLabel(messages.ErasureRequest.emailLabel).fill('asha@example.in');
      await erasure.getByRole('button', { name: messages.ErasureRequest.submit }).click();
      await expect(erasure.getByRole('status')).toHaveAttribute('data-answer', 'operator');
      return erasure;
    },
  ],
  [
    'state-erasure-confirm-gone-hi',
    `/hi/privacy-notice/erase#token=${'A'.repeat(43)}`,
    async (page) => {
      await answer(page, endpoints.erasureConfirm, 410, { statusCode: 410, message: '' });
      await page.locator('main button').click();
      await expect(page.locator('[data-outcome="gone"]')).toBeVisible();
    },
  ],
  [
    'state-quote-page',
    '/quote/voice?outbound=12000&inbound=3000&recording=2000&fax=3&ref=rep-17',
    (page) => expect(page.getByRole('table')).toBeVisible(),
  ],
  [
    'state-menu-open',
    '/',
    async (page) => {
      if ((page.viewportSize()?.width ?? 0) < 1024) {
        const menu = await openMobileMenu(page, ['communicationServices']);
        await expect(
          menu.getByRole('link', { name: messages.Navigation.smsGateway }),
        ).toBeInViewport();
      } else {
        await servicesButton(page).hover();
        await expect(page.locator('#services-menu')).toBeInViewport();
      }
      return 'viewport';
    },
  ],
];

for (const viewport of shotViewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1024 });

    const pictures: typeof states = [
      ...routes.map(({ path }): (typeof states)[number] => [
        `route${path === '/' ? '-home' : path.replaceAll('/', '-')}`,
        path,
        async () => {},
      ]),
      ...states,
    ];
    for (const [name, path, bringAbout] of pictures) {
      test(name, async ({ page }) => {
        await page.goto(path);
        const subject = await bringAbout(page);
        if (!subject) await loadEverything(page);
        else await page.evaluate(() => document.fonts.ready);
        const options = { path: shotFile(name, viewport), animations: 'disabled' } as const;
        if (subject === 'viewport') await page.screenshot(options);
        else await (subject ?? page).screenshot({ ...options, fullPage: !subject });
      });
    }
  });
}
