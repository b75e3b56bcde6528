import { expect, test } from './support/test';
import { control, dateFromToday, expectError, submitButton } from './support/demo-request';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { oneYearAfter } from '@/lib/forms/calendar-date';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';

const form = messages.DemoRequestForm;
const { fields: f, errors: e } = form;

test.describe('demo request form, validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('shows each message once its field is touched, and not before', async ({ page }) => {
    await expect(submitButton(page)).toBeDisabled();
    for (const message of Object.values(e)) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    }

    const cases: [string, string, string][] = [
      [f.name.label, '', e.nameRequired],
      [f.name.label, 'A', e.nameMin],
      [f.email.label, '', e.emailRequired],
      [f.email.label, 'asha@', e.emailInvalid],
      [f.email.label, `${'a'.repeat(65)}@example.in`, e.emailInvalid],
      [f.mobile.label, '', e.mobileRequired],
      [f.mobile.label, '98765', e.mobileDigits],
      [f.mobile.label, '98765432100', e.mobileDigits],
      [f.message.label, '', e.messageRequired],
      [f.message.label, 'Too short', e.messageMin],
    ];
    for (const [label, value, message] of cases) {
      await control(page, label).fill(value);
      await control(page, label).blur();
      await expectError(page, label, message);
    }

    await control(page, f.demoDate.label).focus();
    await control(page, f.demoDate.label).blur();
    await expectError(page, f.demoDate.label, e.dateRequired);
    await control(page, f.demoTime.label).focus();
    await control(page, f.demoTime.label).blur();
    await expectError(page, f.demoTime.label, e.timeRequired);

    await control(page, f.name.label).fill('Al');
    await expect(page.getByText(e.nameMin, { exact: true })).toHaveCount(0);
    await expect(control(page, f.name.label)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('labels, autocomplete and maximum lengths', async ({ page }) => {
    await expect(control(page, f.name.label)).toHaveAttribute('autocomplete', 'name');
    await expect(control(page, f.email.label)).toHaveAttribute('autocomplete', 'email');
    await expect(control(page, f.email.label)).toHaveAttribute('type', 'email');
    await expect(control(page, f.mobile.label)).toHaveAttribute('autocomplete', 'tel-national');
    await expect(page.getByRole('checkbox', { name: f.wapNotification.label })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: f.keepInformed.label })).toBeChecked();
    await expect(control(page, f.name.label)).toHaveAttribute('maxlength', '100');
    await expect(control(page, f.email.label)).toHaveAttribute('maxlength', '254');
    await expect(control(page, f.message.label)).toHaveAttribute('maxlength', '2000');
  });

  test('the honeypot has a name autofill does not know, out of the tab order', async ({ page }) => {
    const honeypot = page.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(HONEYPOT_FIELD).not.toMatch(/web|site|url|name|mail|phone|tel|company|address/i);
  });

  test('an invalid submit marks every field touched, focuses the first and sends nothing', async ({
    page,
  }) => {
    const marker = uniqueMarker('invalidsubmit');
    await control(page, f.email.label).fill(`${marker}@example.in`);
    await page.getByRole('form', { name: form.title }).evaluate((el) => {
      (el as HTMLFormElement).requestSubmit();
    });
    for (const message of [
      e.nameRequired,
      e.mobileRequired,
      e.messageRequired,
      e.dateRequired,
      e.timeRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(control(page, f.name.label)).toBeFocused();
    await page.waitForTimeout(500);
    expect(await upstreamRequests(marker)).toEqual([]);
  });

  test('a subject fills an untouched message without showing its rules until it is touched', async ({
    page,
  }) => {
    const message = control(page, f.message.label);
    await control(page, f.subject.label).selectOption('other');
    await expect(message).toHaveValue(f.subject.options.other);
    await expect(message).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(e.messageMin, { exact: true })).toHaveCount(0);
    await message.focus();
    await message.blur();
    await expectError(page, f.message.label, e.messageMin);
  });

  test('choosing a subject replaces the message with its label', async ({ page }) => {
    const message = control(page, f.message.label);
    const subject = control(page, f.subject.label);
    await message.fill('Something I typed about my project.');
    await subject.focus();
    await subject.selectOption('digital');
    await expect(message).toHaveValue(f.subject.options.digital);
    await subject.selectOption('communication');
    await expect(message).toHaveValue(f.subject.options.communication);
    await subject.selectOption('other');
    await expect(message).toHaveValue(f.subject.options.other);
    await expectError(page, f.message.label, e.messageMin);
  });

  test('a past date clears and disables the time; today is the minimum', async ({ page }) => {
    const date = control(page, f.demoDate.label);
    const time = control(page, f.demoTime.label);
    await expect(date).toHaveAttribute('min', dateFromToday(0));

    await date.fill(dateFromToday(2));
    await time.selectOption('10:00 AM');
    await expect(time).toBeEnabled();
    await expect(time).toHaveValue('10:00 AM');

    await date.fill(dateFromToday(-1));
    await date.blur();
    await expect(time).toBeDisabled();
    await expect(time).toHaveValue('');
    await expectError(page, f.demoDate.label, e.datePast);
    await expect(page.getByText(f.demoTime.pastDateHint)).toBeVisible();

    await date.fill(dateFromToday(0));
    await expect(time).toBeEnabled();
    await expect(time).toHaveValue('');
    await expect(page.getByText(e.datePast, { exact: true })).toHaveCount(0);
  });

  test('a date more than a year ahead is refused; a year ahead is the maximum', async ({
    page,
  }) => {
    const date = control(page, f.demoDate.label);
    const today = dateFromToday(0);
    await expect(date).toHaveAttribute('max', oneYearAfter(today));
    await date.fill(oneYearAfter(today));
    await date.blur();
    await expect(page.getByText(e.dateTooLate, { exact: true })).toHaveCount(0);
    await date.fill(oneYearAfter(dateFromToday(1)));
    await date.blur();
    await expectError(page, f.demoDate.label, e.dateTooLate);
  });
});
