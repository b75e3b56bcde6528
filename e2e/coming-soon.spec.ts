import { expect, test } from './support/test';
import { messages } from '@/content/messages';

const form = messages.ComingSoon.form;

test('Notify Me stays disabled until the email is valid', async ({ page }) => {
  await page.goto('/soon');
  const email = page.getByRole('textbox', { name: form.email });
  const button = page.getByRole('button', { name: form.submit });
  await expect(button).toBeDisabled();
  for (const bad of ['asha', 'asha@', 'asha@example', '@example.in', 'a b@example.in']) {
    await email.fill(bad);
    await expect(button, bad).toBeDisabled();
  }
  await email.blur();
  await expect(page.getByText(form.invalid)).toBeVisible();
  await email.fill('asha@example.in');
  await expect(button).toBeEnabled();
  await expect(page.getByText(form.invalid)).toBeHidden();
});

test("a valid submit shows 'Submitting...' for 1 s, thanks, resets, and sends nothing", async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  await page.goto('/soon');
  // Only runFor moves the page's timers on, so a slow machine cannot blur the 1 s and 5 s.
  await page.clock.pauseAt(Date.now() + 1000);
  // Link prefetching fetches pages in the background; what must not happen is a submission.
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const prefetch = request.method() === 'GET' && url.origin === new URL(baseURL!).origin;
    if (!prefetch || url.pathname.startsWith('/api/')) sent.push(`${request.method()} ${url}`);
  });

  const email = page.getByRole('textbox', { name: form.email });
  await email.fill('asha@example.in');
  await page.getByRole('button', { name: form.submit }).click();
  const submitting = page.getByRole('button', { name: form.submitting });
  await expect(submitting).toBeDisabled();
  const status = page.getByRole('status');

  await page.clock.runFor(900);
  await expect(submitting).toBeVisible();
  await page.clock.runFor(100);
  await expect(status).toHaveText(form.thanks);
  await expect(page.getByRole('button', { name: form.submit })).toBeDisabled();
  await expect(email).toHaveValue('');

  await page.clock.runFor(4900);
  await expect(status).toHaveText(form.thanks);
  await page.clock.runFor(100);
  await expect(status).toHaveText('');
  expect(sent).toEqual([]);
});
