import { expect, test, type Page } from './support/test';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { endpoints } from '@/lib/http/endpoints';

const newsletter = messages.Newsletter;
const FEEDBACK_MS = 5000;

function form(page: Page) {
  const cta = page.locator('section[data-cta-type]').first();
  return {
    email: cta.getByRole('textbox', { name: newsletter.emailLabel }),
    submit: cta.getByRole('button', { name: newsletter.submit }),
    status: cta.getByRole('status'),
  };
}

/** The message shows for 5 s, then the message, its type and the email field clear. */
async function expectShownForFiveSeconds(page: Page, text: string, type: 'success' | 'error') {
  const { email, status } = form(page);
  await expect(status).toHaveText(text);
  await expect(status).toHaveAttribute('data-type', type);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(FEEDBACK_MS - 1000);
  await expect(status).toHaveText(text);
  await page.clock.runFor(1000);
  await expect(status).toHaveText('');
  await expect(status).not.toHaveAttribute('data-type');
  await expect(email).toHaveValue('');
}

test.describe('newsletter form', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // Only runFor moves the page's timers on, so slow machines cannot eat into the 5 s.
    await page.clock.pauseAt(Date.now() + 1000);
  });

  test('an empty email shows the invalid-email error and sends nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(endpoints.subscribe)) calls.push(request.url());
    });
    const { email, submit } = form(page);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await submit.click();
    expect(newsletter.errors.invalidEmail).toBe('Please enter a valid email address.');
    await expectShownForFiveSeconds(page, newsletter.errors.invalidEmail, 'error');

    await email.fill('not-an-address');
    await submit.click();
    await expect(form(page).status).toHaveText(newsletter.errors.invalidEmail);
    expect(calls).toEqual([]);
  });

  test('success shows the server message, then clears', async ({ page }) => {
    const marker = uniqueMarker('news');
    const { email, submit } = form(page);
    await email.fill(`${marker}@example.com`);
    await submit.click();
    await expectShownForFiveSeconds(page, 'Thanks for subscribing to our newsletter!', 'success');
    const received = await upstreamRequests(marker);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toContain(`email=${marker}%40example.com`);
  });

  test("success without a server message shows 'You've been subscribed!'", async ({ page }) => {
    const { email, submit } = form(page);
    await email.fill(`${uniqueMarker('news')}-no-message@example.com`);
    await submit.click();
    expect(newsletter.messages.success).toBe("You've been subscribed!");
    await expectShownForFiveSeconds(page, newsletter.messages.success, 'success');
  });

  test('another statusCode shows the server message as an error', async ({ page }) => {
    const { email, submit } = form(page);
    await email.fill(`${uniqueMarker('news')}-status-201@example.com`);
    await submit.click();
    await expectShownForFiveSeconds(page, 'Already registered', 'error');
  });

  test('an HTTP error with no message shows the failure default', async ({ page }) => {
    await page.route(`**${endpoints.subscribe}`, (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429 } }),
    );
    const { email, submit } = form(page);
    await email.fill(`${uniqueMarker('news')}@example.com`);
    await submit.click();
    expect(newsletter.messages.failure).toBe('Subscription failed. Please try again.');
    await expectShownForFiveSeconds(page, newsletter.messages.failure, 'error');
  });

  test('an upstream server error still subscribes: the site keeps the address', async ({
    page,
  }) => {
    const { email, submit } = form(page);
    const marker = `${uniqueMarker('news')}-upstream-500`;
    await email.fill(`${marker}@example.com`);
    await submit.click();
    await expectShownForFiveSeconds(page, 'Thanks for subscribing to our newsletter!', 'success');
    expect((await upstreamRequests(marker))[0]?.status).toBe(500);
  });

  test('a store that cannot write (503) is the transport error', async ({ page }) => {
    await page.route(`**${endpoints.subscribe}`, (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'Store unavailable' } }),
    );
    const { email, submit } = form(page);
    await email.fill(`${uniqueMarker('news')}@example.com`);
    await submit.click();
    expect(newsletter.messages.transportError).toBe('Something went wrong. Please try again.');
    await expectShownForFiveSeconds(page, newsletter.messages.transportError, 'error');
  });

  test('a network failure is the transport error', async ({ page }) => {
    await page.route(`**${endpoints.subscribe}`, (route) => route.abort('connectionrefused'));
    const { email, submit } = form(page);
    await email.fill(`${uniqueMarker('news')}@example.com`);
    await submit.click();
    await expectShownForFiveSeconds(page, newsletter.messages.transportError, 'error');
  });

  test('a new submit cancels the previous timer', async ({ page }) => {
    const { email, submit, status } = form(page);
    await submit.click();
    await expect(status).toHaveText(newsletter.errors.invalidEmail);
    await page.clock.runFor(3000);
    await email.fill(`${uniqueMarker('news')}@example.com`);
    await submit.click();
    await expect(status).toHaveText('Thanks for subscribing to our newsletter!');
    // Past the first message's 5 s: the first timer must not clear the second message.
    await page.clock.runFor(3000);
    await expect(status).toHaveText('Thanks for subscribing to our newsletter!');
    await page.clock.runFor(2000);
    await expect(status).toHaveText('');
    await expect(email).toHaveValue('');
  });
});
