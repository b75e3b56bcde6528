import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { socialLinks } from '@/content/site';

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
}) => {
  await page.goto('/soon');
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  const email = page.getByRole('textbox', { name: form.email });
  await email.fill('asha@example.in');
  await page.getByRole('button', { name: form.submit }).click();
  const started = Date.now();
  await expect(page.getByRole('button', { name: form.submitting })).toBeDisabled();

  const status = page.getByRole('status');
  await expect(status).toHaveText(form.thanks);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await expect(page.getByRole('button', { name: form.submit })).toBeDisabled();
  await expect(email).toHaveValue('');

  await page.waitForTimeout(3500);
  await expect(status).toHaveText(form.thanks);
  await expect(status).toHaveText('', { timeout: 2000 });
  expect(requests).toEqual([]);
});

test('shows the social links and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/soon');
  const main = page.getByRole('main');
  for (const { network, href } of socialLinks) {
    await expect(main.getByRole('link', { name: messages.Footer[network] })).toHaveAttribute(
      'href',
      href,
    );
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
