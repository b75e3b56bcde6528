// `npm run shots`: full-page pictures of every route and of the interactive states, for a person
// to look at. Not a test suite: every "test" here takes pictures and checks only that the state it
// pictures is really on screen.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoValues, fillDemoForm } from '../support/demo-request';
import { renderEveryBand } from '../support/geometry';
import { openMobileMenu, servicesButton } from '../support/navigation';
import { messages } from '@/content/messages';
import { routes } from '@/content/routes';
import { endpoints } from '@/lib/http/endpoints';
import { shotFile, shotViewports, type ShotViewport } from './shot-names';

const nav = messages.Navigation;
const form = messages.DemoRequestForm;
const newsletter = messages.Newsletter;

test.use({ reducedMotion: 'reduce' });

/** Answers the form endpoints in the browser, so pictures never depend on a server's state. */
async function answerSubmissions(page: Page, outcome: 'success' | 'transport-error') {
  await page.route(`**{${endpoints.demoRequest},${endpoints.subscribe}}`, (route) =>
    outcome === 'success'
      ? route.fulfill({ json: { statusCode: 200, message: newsletter.messages.success } })
      : route.abort('connectionfailed'),
  );
}

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

async function snap(page: Page, name: string, viewport: ShotViewport, fullPage = true) {
  if (fullPage) await loadEverything(page);
  else await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotFile(name, viewport), fullPage, animations: 'disabled' });
}

for (const viewport of shotViewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1024 });

    for (const { path } of routes) {
      test(`route ${path}`, async ({ page }) => {
        await page.goto(path);
        await snap(page, `route${path === '/' ? '-home' : path.replaceAll('/', '-')}`, viewport);
      });
    }

    test('FAQ answer open', async ({ page }) => {
      await page.goto('/faq');
      const question = page.getByRole('main').locator('button[aria-expanded]').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await snap(page, 'state-faq-answer-open', viewport);
    });

    test('contact form with its errors', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('form', { name: form.title }).evaluate((el) => {
        (el as HTMLFormElement).requestSubmit();
      });
      await expect(page.getByText(form.errors.nameRequired, { exact: true })).toBeVisible();
      await snap(page, 'state-contact-errors', viewport);
    });

    for (const outcome of ['success', 'transport-error'] as const) {
      test(`contact ${outcome} panel`, async ({ page }) => {
        await answerSubmissions(page, outcome);
        await page.goto('/contact');
        await fillDemoForm(page, demoValues('asha@example.in'));
        await page.getByRole('button', { name: form.submit }).click();
        const panel = outcome === 'success' ? form.success.title : form.failure.title;
        await expect(page.getByRole('heading', { name: panel })).toBeVisible();
        await snap(
          page,
          `state-contact-${outcome === 'success' ? 'thank-you' : 'failure'}`,
          viewport,
        );
      });

      test(`newsletter ${outcome === 'success' ? 'success' : 'error'} message`, async ({
        page,
      }) => {
        await answerSubmissions(page, 'success');
        await page.goto('/');
        const cta = page.locator('section[data-cta-type]').first();
        if (outcome === 'success') {
          await cta.getByRole('textbox', { name: newsletter.emailLabel }).fill('asha@example.in');
        }
        await cta.getByRole('button', { name: newsletter.submit }).click();
        const status = cta.getByRole('status');
        await expect(status).toHaveAttribute(
          'data-type',
          outcome === 'success' ? 'success' : 'error',
        );
        await cta.scrollIntoViewIfNeeded();
        await snap(
          page,
          `state-newsletter-${outcome === 'success' ? 'success' : 'error'}`,
          viewport,
          false,
        );
      });
    }

    test('estimator with volumes', async ({ page }) => {
      await page.goto('/services/sms');
      const estimator = page.locator('#estimator');
      const items = messages.Estimator.items.sms;
      await estimator.getByLabel(items.promotional).fill('20000');
      await estimator.getByLabel(items.transactional).fill('100000');
      await estimator.getByLabel(items.rcs).fill('5000');
      await expect(estimator.getByRole('status').first()).toContainText('₹20,900.00');
      await page.evaluate(() => document.fonts.ready);
      // The form whole, fields to links: at 390 px the figures and table are below the fields.
      await estimator.locator('form').screenshot({
        path: shotFile('state-estimator', viewport),
        animations: 'disabled',
      });
    });

    test('message composer with the Hindi example, its parts in the estimate', async ({ page }) => {
      await page.goto('/services/sms');
      const estimator = page.locator('#estimator');
      await estimator.getByLabel(messages.Estimator.items.sms.transactional).fill('100000');
      const composer = messages.MessageComposer;
      await estimator.getByRole('button', { name: composer.examples.hindi.label }).click();
      await expect(
        estimator.getByRole('textbox', { name: composer.label }),
      ).toHaveAccessibleDescription(/^Unicode: .*2 parts/);
      await estimator.getByRole('button', { name: 'Use 2 parts in the estimate' }).click();
      await expect(estimator.getByRole('status').first()).toContainText('₹34,000.00');
      await page.evaluate(() => document.fonts.ready);
      await estimator.screenshot({
        path: shotFile('state-message-composer-hindi', viewport),
        animations: 'disabled',
      });
    });

    test('message composer with the DLT template example, its parts once filled in the estimate', async ({
      page,
    }) => {
      await page.goto('/services/sms');
      const estimator = page.locator('#estimator');
      await estimator.getByLabel(messages.Estimator.items.sms.transactional).fill('100000');
      const composer = messages.MessageComposer;
      await estimator.getByRole('button', { name: composer.examples.template.label }).click();
      await expect(
        estimator.getByRole('textbox', { name: composer.label }),
      ).toHaveAccessibleDescription(/^GSM-7 with 2 variables: .*up to 2 parts once filled/);
      await estimator.getByRole('button', { name: 'Use 2 parts in the estimate' }).click();
      await expect(estimator.getByRole('status').first()).toContainText('₹40,120.00');
      await page.evaluate(() => document.fonts.ready);
      await estimator.screenshot({
        path: shotFile('state-message-composer-dlt-template', viewport),
        animations: 'disabled',
      });
    });

    test('contact form with its privacy notice open', async ({ page }) => {
      await page.goto('/contact');
      await page.getByText(messages.FormNotice.summary).click();
      await expect(page.getByText(messages.PrivacyNotice.rights.board)).toBeVisible();
      await snap(page, 'state-contact-notice-open', viewport);
    });

    test('erasure request answered without email: the Grievance Officer', async ({ page }) => {
      await page.route(`**${endpoints.erasureRequest}`, (route) =>
        route.fulfill({ json: { statusCode: 200, message: 'ok', confirmation: 'operator' } }),
      );
      await page.goto('/privacy-notice');
      const form = page.getByRole('form', { name: messages.ErasureRequest.title });
      await form.getByLabel(messages.ErasureRequest.emailLabel).fill('asha@example.in');
      await form.getByRole('button', { name: messages.ErasureRequest.submit }).click();
      await expect(form.getByRole('status')).toHaveAttribute('data-answer', 'operator');
      await page.evaluate(() => document.fonts.ready);
      await form.screenshot({
        path: shotFile('state-erasure-request-operator', viewport),
        animations: 'disabled',
      });
    });

    for (const [name, path, status] of [
      ['state-erasure-confirm-ready', '/privacy-notice/erase', undefined],
      ['state-erasure-confirm-gone-hi', '/hi/privacy-notice/erase', 410],
    ] as const) {
      test(name, async ({ page }) => {
        await page.route(`**${endpoints.erasureConfirm}`, (route) =>
          route.fulfill({
            status: status ?? 200,
            json: { statusCode: status ?? 200, message: '' },
          }),
        );
        await page.goto(`${path}#token=${'A'.repeat(43)}`);
        const confirm = page.locator('main button');
        await expect(confirm).toBeVisible();
        if (status) {
          await confirm.click();
          await expect(page.locator('[data-outcome="gone"]')).toBeVisible();
        }
        await snap(page, name, viewport);
      });
    }

    test('quote page', async ({ page }) => {
      await page.goto('/quote/voice?outbound=12000&inbound=3000&recording=2000&fax=3&ref=rep-17');
      await expect(page.getByRole('table')).toBeVisible();
      await snap(page, 'state-quote-page', viewport);
    });

    if (viewport.width < 1024) {
      test('mobile menu open with Services expanded', async ({ page }) => {
        await page.goto('/');
        const menu = await openMobileMenu(page, ['communicationServices']);
        await expect(menu.getByRole('link', { name: nav.smsGateway })).toBeInViewport();
        await snap(page, 'state-mobile-menu-open', viewport, false);
      });
    } else {
      test('Services dropdown open', async ({ page }) => {
        await page.goto('/');
        await servicesButton(page).hover();
        await expect(page.locator('#services-menu')).toBeInViewport();
        await snap(page, 'state-services-dropdown-open', viewport, false);
      });
    }
  });
}
