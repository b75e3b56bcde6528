import type { Route } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { endpoints } from '@/lib/http/endpoints';

const newsletter = messages.Newsletter;
const thanks = 'Thanks for subscribing to our newsletter!';
const transportError = 'Something went wrong. Please try again.';

function form(page: Page) {
  const cta = page.locator('section[data-cta-type]').first();
  return {
    email: cta.getByRole('textbox', { name: newsletter.emailLabel }),
    submit: cta.getByRole('button', { name: newsletter.submit }),
    status: cta.getByRole('status'),
  };
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // Only runFor moves the page's timers on, so slow machines cannot eat into the 5 s.
  await page.clock.pauseAt(Date.now() + 1000);
});

// Each answer (the fake upstream's, by a marker in the address, or the browser's own) and what
// the form shows for it, for 5 s.
const cases: [string, string, ((route: Route) => Promise<void>) | null, string, string][] = [
  ['an address that is not one', 'not-an-address', null, newsletter.errors.invalidEmail, 'error'],
  ['success', 'ok', null, thanks, 'success'],
  ['success without a message', 'news-no-message', null, "You've been subscribed!", 'success'],
  ['another statusCode', 'news-status-201', null, 'Already registered', 'error'],
  [
    'an HTTP error with no message',
    'ok',
    (route) => route.fulfill({ status: 429, json: { statusCode: 429 } }),
    'Subscription failed. Please try again.',
    'error',
  ],
  [
    'a store that cannot write (503)',
    'ok',
    (route) => route.fulfill({ status: 503, json: { statusCode: 503, message: 'Down' } }),
    transportError,
    'error',
  ],
  ['a network failure', 'ok', (route) => route.abort('connectionrefused'), transportError, 'error'],
];

for (const [name, local, answer, shown, type] of cases) {
  test(`${name}: shows "${shown}" for 5 s, then clears the message and the field`, async ({
    page,
  }) => {
    if (answer) await page.route(`**${endpoints.subscribe}`, answer);
    const marker = uniqueMarker('news');
    const address = local.includes('-address') ? local : `${marker}-${local}@example.com`;
    const { email, submit, status } = form(page);
    await email.fill(address);
    await submit.click();
    await expect(status).toHaveText(shown);
    await expect(status).toHaveAttribute('data-type', type);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(4000);
    await expect(status).toHaveText(shown);
    await page.clock.runFor(1000);
    await expect(status).toHaveText('');
    await expect(status).not.toHaveAttribute('data-type');
    await expect(email).toHaveValue('');
    const sent = await upstreamRequests(marker);
    const forwarded = `GET ${endpoints.subscribe}?email=${encodeURIComponent(address)}`;
    expect(sent.map(({ method, url }) => `${method} ${url.split('&')[0]}`)).toEqual(
      answer || address === local ? [] : [forwarded],
    );
  });
}

test('an empty field is refused without a request, and a new submit cancels the first timer', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(endpoints.subscribe)) requested.push(request.url());
  });
  const { email, submit, status } = form(page);
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await submit.click();
  await expect(status).toHaveText(newsletter.errors.invalidEmail);
  expect(requested).toEqual([]);
  await page.clock.runFor(3000);
  await email.fill(`${uniqueMarker('news')}@example.com`);
  await submit.click();
  await expect(status).toHaveText(thanks);
  // Past the first message's 5 s: the first timer must not clear the second message.
  await page.clock.runFor(3000);
  await expect(status).toHaveText(thanks);
  await page.clock.runFor(2000);
  await expect(status).toHaveText('');
});
