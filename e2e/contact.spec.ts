import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { control, demoValues, fillDemoForm, submitButton } from './support/demo-request';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { site, socialLinks } from '@/content/site';
import { endpoints } from '@/lib/http/endpoints';

const contact = messages.Contact;
const form = messages.DemoRequestForm;
const { fields: f, errors: e } = form;

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
    // In the contact details (the form's privacy notice names the address too, for post).
    await expect(
      page.getByRole('region', { name: contact.info.title }).getByText(site.address.locality),
    ).toBeVisible();
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

test.describe('demo request form, submission', () => {
  test('sends the exact JSON, shows the thank-you panel and goes home after 5 s @smoke', async ({
    page,
  }) => {
    await page.goto('/contact');
    const marker = uniqueMarker('demook');
    const values = demoValues(`${marker}@example.in`);
    await fillDemoForm(page, { ...values, message: '' });
    await control(page, f.message.label).fill(`Marker ${marker}: about two lakh OTPs a month.`);
    await page.getByRole('checkbox', { name: f.keepInformed.label }).uncheck();

    // Hold the answer briefly so the in-flight state can be seen.
    await page.route(`**${endpoints.demoRequest}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const sent = page.waitForRequest(`**${endpoints.demoRequest}`);
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
    expect(received[0]?.url).toBe(endpoints.demoRequest);
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
      await page.route(`**${endpoints.demoRequest}`, (route) =>
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
    const answered = page.waitForResponse(`**${endpoints.demoRequest}`);
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

      await page.route(`**${endpoints.demoRequest}`, (route) => route.abort('connectionfailed'));
      await fillDemoForm(page, demoValues(`${uniqueMarker('axe')}@example.in`));
      await submitButton(page).click();
      await expect(page.getByRole('region', { name: form.failure.title })).toBeFocused();
      await expectNoViolations(page, 'failure panel');
    });
  }
});
