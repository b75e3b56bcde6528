import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { dateFromToday, demoValues, fillDemoForm } from './support/demo-request';
import { uniqueMarker, upstreamRequests } from './support/upstream';
import { messages } from '@/content/messages';
import { oneYearAfter } from '@/lib/forms/calendar-date';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { site, socialLinks } from '@/content/site';

const contact = messages.Contact;
const form = messages.DemoRequestForm;
const { fields: f, errors: e } = form;

function submitButton(page: Page) {
  return page.getByRole('button', { name: form.submit });
}

function control(page: Page, label: string) {
  return page.getByLabel(label);
}

async function expectError(page: Page, label: string, message: string) {
  const field = control(page, label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test.describe('contact page', () => {
  test('shows the contact details, hours, social links and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.title);
    await expect(page.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
    await expect(page.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(page.getByText(site.address.locality)).toBeVisible();
    for (const text of [
      contact.info.appointmentOnly,
      contact.info.hoursValue,
      contact.info.emailReply,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    const social = page.getByRole('main').getByRole('link', { name: messages.Footer.facebook });
    await expect(social).toHaveAttribute('href', socialLinks[0]?.href ?? '');
    await expect(page.getByRole('heading', { name: form.title })).toBeVisible();
    await expect(page.getByRole('form', { name: form.title })).toBeVisible();
  });
});

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

test.describe('demo request form, submission', () => {
  test('sends the exact JSON, shows the thank-you panel and goes home after 5 s', async ({
    page,
  }) => {
    await page.goto('/contact');
    const marker = uniqueMarker('demook');
    const values = demoValues(`${marker}@example.in`);
    await fillDemoForm(page, { ...values, message: '' });
    await control(page, f.message.label).fill(`Marker ${marker}: about two lakh OTPs a month.`);
    await page.getByRole('checkbox', { name: f.keepInformed.label }).uncheck();

    // Hold the answer briefly so the in-flight state can be seen.
    await page.route('**/api/v1.0/web/demo/req', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const sent = page.waitForRequest('**/api/v1.0/web/demo/req');
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: form.sending })).toBeDisabled();

    const request = await sent;
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await request.headerValue('x-xsrf-token')).toBe(token);

    const panel = page.getByRole('region', { name: form.success.title });
    await expect(panel).toBeVisible();
    const shownAt = Date.now();
    await expect(panel).toBeFocused();
    await expect(panel.getByText(form.success.message)).toBeVisible();
    await expect(panel.getByText(form.success.redirect)).toBeVisible();
    await expect(page.getByRole('form', { name: form.title })).toBeHidden();

    const received = await upstreamRequests(marker);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/api/v1.0/web/demo/req');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      name: values.name,
      email: values.email,
      mobile: values.mobile,
      subject: 'communication',
      message: `Marker ${marker}: about two lakh OTPs a month.`,
      demoDate: values.demoDate,
      demoTime: '02:30 PM',
      wapNotification: true,
      keepInformed: false,
      connectExpert: true,
      // No campaign landing before: only the page the form was sent from.
      attribution: { formPath: '/contact' },
    });

    await page.waitForURL(/\/$/, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Home.title);
  });

  test('thanks the visitor when the upstream answers 500: the site keeps the request', async ({
    page,
  }) => {
    await page.goto('/contact');
    const marker = uniqueMarker('upstream-500');
    await fillDemoForm(page, demoValues(`${marker}@example.in`));
    await submitButton(page).click();
    await expect(page.getByRole('region', { name: form.success.title })).toBeVisible();
    expect((await upstreamRequests(marker))[0]?.status).toBe(500);
  });

  for (const [name, answer] of [
    ['a store that cannot write (503)', 'store'],
    ['no answer at all', 'network'],
  ] as const) {
    test(`shows the failure panel and Try Again for ${name}`, async ({ page }) => {
      await page.route('**/api/v1.0/web/demo/req', (route) =>
        answer === 'store'
          ? route.fulfill({ status: 503, json: { statusCode: 503, message: 'Store unavailable' } })
          : route.abort('connectionfailed'),
      );
      await page.goto('/contact');
      const marker = uniqueMarker('failure');
      await fillDemoForm(page, demoValues(`${marker}@example.in`));
      await submitButton(page).click();

      const panel = page.getByRole('region', { name: form.failure.title });
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
      await expect(panel).toContainText(form.failure.message.replace('{email}', site.email));
      await expect(page.getByRole('form', { name: form.title })).toBeHidden();

      await panel.getByRole('button', { name: form.failure.retry }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('form', { name: form.title })).toBeVisible();
      await expect(control(page, f.name.label)).toBeFocused();
      await expect(control(page, f.email.label)).toHaveValue(`${marker}@example.in`);
      await expect(submitButton(page)).toBeEnabled();
    });
  }

  test('changes nothing visible when the answer carries statusCode 201', async ({ page }) => {
    await page.goto('/contact');
    const marker = uniqueMarker('status-201');
    await fillDemoForm(page, demoValues(`${marker}@example.in`));
    const answered = page.waitForResponse('**/api/v1.0/web/demo/req');
    await submitButton(page).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ statusCode: 201, message: 'Already registered' });

    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole('form', { name: form.title })).toBeVisible();
    await expect(page.getByRole('region', { name: form.success.title })).toHaveCount(0);
    await expect(page.getByRole('region', { name: form.failure.title })).toHaveCount(0);
    await expect(page.getByText('Already registered')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('demo request form, accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  async function expectNoViolations(page: Page, state: string) {
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      state,
    ).toEqual([]);
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`no axe violations with errors shown and with the failure panel, ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      await page.getByRole('form', { name: form.title }).evaluate((el) => {
        (el as HTMLFormElement).requestSubmit();
      });
      await expect(page.getByText(e.nameRequired, { exact: true })).toBeVisible();
      await expectNoViolations(page, 'errors shown');

      await page.route('**/api/v1.0/web/demo/req', (route) => route.abort('connectionfailed'));
      await fillDemoForm(page, demoValues(`${uniqueMarker('axe')}@example.in`));
      await submitButton(page).click();
      await expect(page.getByRole('region', { name: form.failure.title })).toBeFocused();
      await expectNoViolations(page, 'failure panel');
    });
  }
});
