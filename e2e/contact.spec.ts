import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { demoValues, expectError, fillDemoForm, submitButton } from './support/demo-request';
import { dateFromToday } from '@/testing/demo-request-body';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { site } from '@/content/site';
import { oneYearAfter } from '@/lib/forms/calendar-date';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { endpoints } from '@/lib/http/endpoints';

const form = messages.DemoRequestForm;
const { fields: f, errors: e } = form;
test.use({ reducedMotion: 'reduce' });
const requestSubmit = (page: Page) =>
  page.getByRole('form', { name: form.title }).evaluate((el) => {
    (el as HTMLFormElement).requestSubmit();
  });

test('a demo request sends the exact JSON with the token, thanks the visitor and goes home after 5 s', async ({
  page,
}) => {
  await page.goto('/contact');
  const marker = uniqueMarker('demook');
  const values = demoValues(`${marker}@example.in`);
  await fillDemoForm(page, {
    ...values,
    message: `Marker ${marker}: about two lakh OTPs a month.`,
  });
  await page.getByRole('checkbox', { name: f.keepInformed.label }).uncheck();
  // Hold the answer briefly so the in-flight state can be seen.
  await page.route(`**${endpoints.demoRequest}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const sent = page.waitForRequest(`**${endpoints.demoRequest}`);
  await submitButton(page).click();
  await expect(page.getByRole('button', { name: form.sending })).toBeDisabled();
  const token = (await page.context().cookies()).find(({ name }) => name === 'XSRF-TOKEN')?.value;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await (await sent).headerValue('x-xsrf-token')).toBe(token);

  const panel = page.getByRole('region', { name: form.success.title });
  await expect(panel).toBeFocused();
  const shownAt = Date.now();
  await expect(panel).toContainText(form.success.message);
  await expect(panel).toContainText(form.success.redirect);
  await expect(page.getByRole('form', { name: form.title })).toBeHidden();
  const [received, ...more] = await upstreamRequests(marker);
  expect(more).toEqual([]);
  expect(JSON.parse(received!.body)).toEqual({
    ...values,
    message: `Marker ${marker}: about two lakh OTPs a month.`,
    wapNotification: true,
    keepInformed: false,
    connectExpert: true,
    // No campaign landing before: only the page the form was sent from.
    attribution: { formPath: '/contact' },
  });
  await page.waitForURL(/\/$/, { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
});

test('an answer with statusCode 201 changes nothing visible', async ({ page }) => {
  await page.goto('/contact');
  await fillDemoForm(page, demoValues(`${uniqueMarker('status-201')}@example.in`));
  const answered = page.waitForResponse(`**${endpoints.demoRequest}`);
  await submitButton(page).click();
  const response = await answered;
  expect(await response.json()).toEqual({ statusCode: 201, message: 'Already registered' });
  await expect(submitButton(page)).toBeEnabled();
  for (const panel of [form.success.title, form.failure.title]) {
    await expect(page.getByRole('region', { name: panel })).toHaveCount(0);
  }
  await expect(page.getByText('Already registered')).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`no axe violations with errors shown, nor with the failure panel, whose Try Again brings the form back, ${viewport.width} px`, async ({
    page,
  }) => {
    const expectNoViolations = async (state: string) => {
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
      expect(found, state).toEqual([]);
    };
    await page.setViewportSize(viewport);
    await page.goto('/contact');
    await requestSubmit(page);
    await expect(page.getByText(e.nameRequired, { exact: true })).toBeVisible();
    await expectNoViolations('errors shown');
    // No answer at all: the failure panel, and Try Again brings the form back, filled.
    await page.route(`**${endpoints.demoRequest}`, (route) => route.abort('connectionfailed'));
    const email = `${uniqueMarker('failure')}@example.in`;
    await fillDemoForm(page, demoValues(email));
    await submitButton(page).click();
    const panel = page.getByRole('region', { name: form.failure.title });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(form.failure.message.replace('{email}', site.email));
    await expect(page.getByRole('form', { name: form.title })).toBeHidden();
    await expectNoViolations('failure panel');
    await panel.getByRole('button', { name: form.failure.retry }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByLabel(f.name.label)).toBeFocused();
    await expect(page.getByLabel(f.email.label)).toHaveValue(email);
    await expect(submitButton(page)).toBeEnabled();
  });
}

test.describe('validation', () => {
  test.beforeEach(({ page }) => page.goto('/contact'));

  // Each rule's message is the shared schema's (lib/forms/demo-request-schema.test.ts).
  test('shows each message once its field is touched, and not before', async ({ page }) => {
    await expect(submitButton(page)).toBeDisabled();
    for (const message of Object.values(e)) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    }
    for (const [label, value, message] of [
      [f.name.label, 'A', e.nameMin],
      [f.email.label, 'asha@', e.emailInvalid],
      [f.mobile.label, '', e.mobileRequired],
      [f.mobile.label, '98765', e.mobileDigits],
      [f.message.label, '', e.messageRequired],
      [f.message.label, 'Too short', e.messageMin],
    ] as const) {
      await page.getByLabel(label).fill(value);
      await page.getByLabel(label).blur();
      await expectError(page, label, message);
    }
    for (const [label, message] of [
      [f.demoDate.label, e.dateRequired],
      [f.demoTime.label, e.timeRequired],
    ] as const) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).blur();
      await expectError(page, label, message);
    }
    await page.getByLabel(f.name.label).fill('Al');
    await expect(page.getByText(e.nameMin, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(f.name.label)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('labels, autocomplete, lengths, ticked defaults, and a honeypot autofill does not know', async ({
    page,
  }) => {
    for (const [label, name, value] of [
      [f.name.label, 'autocomplete', 'name'],
      [f.email.label, 'autocomplete', 'email'],
      [f.email.label, 'type', 'email'],
      [f.mobile.label, 'autocomplete', 'tel-national'],
      [f.name.label, 'maxlength', '100'],
      [f.email.label, 'maxlength', '254'],
      [f.message.label, 'maxlength', '2000'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAttribute(name, value);
    }
    await expect(page.getByRole('checkbox', { name: f.wapNotification.label })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: f.keepInformed.label })).toBeChecked();
    const honeypot = page.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(HONEYPOT_FIELD).not.toMatch(/web|site|url|name|mail|phone|tel|company|address/i);
  });

  test('an invalid submit marks every field touched, focuses the first and sends nothing', async ({
    page,
  }) => {
    const marker = uniqueMarker('invalidsubmit');
    await page.getByLabel(f.email.label).fill(`${marker}@example.in`);
    await requestSubmit(page);
    for (const message of [e.nameRequired, e.mobileRequired, e.messageRequired, e.dateRequired]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(e.timeRequired, { exact: true })).toBeVisible();
    await expect(page.getByLabel(f.name.label)).toBeFocused();
    await page.waitForTimeout(500);
    expect(await upstreamRequests(marker)).toEqual([]);
  });

  test('a subject fills the message with its label, its rules shown once the message is touched', async ({
    page,
  }) => {
    const message = page.getByLabel(f.message.label);
    const subject = page.getByLabel(f.subject.label);
    await subject.selectOption('other');
    await expect(message).toHaveValue(f.subject.options.other);
    await expect(page.getByText(e.messageMin, { exact: true })).toHaveCount(0);
    await message.fill('Something I typed about my project.');
    await subject.focus();
    for (const option of ['digital', 'communication', 'other'] as const) {
      await subject.selectOption(option);
      await expect(message).toHaveValue(f.subject.options[option]);
    }
    await expectError(page, f.message.label, e.messageMin);
  });

  test('dates run from today to a year ahead; a past date clears and disables the time', async ({
    page,
  }) => {
    const date = page.getByLabel(f.demoDate.label);
    const time = page.getByLabel(f.demoTime.label);
    const today = dateFromToday(0);
    await expect(date).toHaveAttribute('min', today);
    await expect(date).toHaveAttribute('max', oneYearAfter(today));
    await date.fill(dateFromToday(2));
    await time.selectOption('10:00 AM');
    await date.fill(dateFromToday(-1));
    await date.blur();
    await expect(time).toBeDisabled();
    await expect(time).toHaveValue('');
    await expectError(page, f.demoDate.label, e.datePast);
    await expect(page.getByText(f.demoTime.pastDateHint)).toBeVisible();
    await date.fill(today);
    await expect(time).toBeEnabled();
    await expect(page.getByText(e.datePast, { exact: true })).toHaveCount(0);
    await date.fill(oneYearAfter(today));
    await date.blur();
    await expect(page.getByText(e.dateTooLate, { exact: true })).toHaveCount(0);
    await date.fill(oneYearAfter(dateFromToday(1)));
    await date.blur();
    await expectError(page, f.demoDate.label, e.dateTooLate);
  });
});
